/**
 * Parses a request part with the contract's valibot schema (issue 4: the server validates with the SAME
 * schemas as the client); a failure is a 400 naming the first bad field.
 */
import * as v from "valibot";
import { badRequest } from "../http/http-error";

/** The parsed value, or a 400 `field: message` error. */
export function parseInput<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, value ?? {});
  if (parsed.success) return parsed.output;
  const [first] = parsed.issues;
  const field = (first && v.getDotPath(first)) ?? "body";
  throw badRequest(`${field}: ${first?.message ?? "invalid"}`);
}

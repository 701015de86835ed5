import { IdempotencyKeySchema } from "@lotto/api";
import type { FastifyRequest } from "fastify";
import * as v from "valibot";
import { badRequest } from "./http-error";

/** Header that makes a purchase or deposit retry safe. */
export const IDEMPOTENCY_HEADER = "idempotency-key";

/**
 * The request's `Idempotency-Key`, or undefined when none was sent. A key the contract refuses (empty,
 * over 100 characters, unstorable) is a 400, never cut: a cut key would merge two requests.
 */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (key === undefined) return undefined;
  const checked = v.safeParse(IdempotencyKeySchema, key);
  if (!checked.success) throw badRequest(checked.issues[0].message);
  return checked.output;
}

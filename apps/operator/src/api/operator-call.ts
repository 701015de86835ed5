import { type ApiClient, ApiError, call, type EndpointDef } from "@lotto/api";
import * as v from "valibot";

type Input = Parameters<typeof call>[2];

/**
 * Calls an operator endpoint and parses its answer with the console's `schema` (api/answers.ts); a
 * mismatch is a contract error naming the field, like the client's own check of a typed answer.
 */
export async function operatorCall<S extends v.GenericSchema>(
  client: ApiClient,
  endpoint: EndpointDef,
  schema: S,
  input: Input = {},
): Promise<v.InferOutput<S>> {
  const data = await call(client, endpoint, input);
  const parsed = v.safeParse(schema, data);
  if (parsed.success) return parsed.output;
  const [issue] = parsed.issues;
  const field = (issue && v.getDotPath(issue)) ?? "(root)";
  throw new ApiError(`Unexpected answer from ${endpoint.method} ${endpoint.path}: ${field}`, {
    kind: "contract",
    status: 200,
    field,
  });
}

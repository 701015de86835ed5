import * as v from "valibot";
import { ApiError } from "./api-error";
import type { ApiClient, ApiRequest } from "./create-api-client";

type AnySchema = v.GenericSchema;

/** The static description of one call: method, path (with `{name}` params), auth and its schemas. */
export interface EndpointDef<
  P extends AnySchema | undefined = AnySchema | undefined,
  Q extends AnySchema | undefined = AnySchema | undefined,
  B extends AnySchema | undefined = AnySchema | undefined,
  R extends AnySchema = AnySchema,
> {
  method: ApiRequest["method"];
  path: `/${string}`;
  /** Sends `Authorization: JWT {token}`; a 401 then ends the session. */
  auth: boolean;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}

type Part<K extends string, S> = S extends AnySchema
  ? { [key in K]: v.InferInput<S> }
  : { [key in K]?: never };

/** What a call takes: its params, query and body as their schemas demand, plus extra headers. */
export type EndpointInput<E extends EndpointDef> = Part<"params", E["params"]> &
  Part<"query", E["query"]> &
  Part<"body", E["body"]> & { headers?: Record<string, string> };

/** What a call resolves with: the parsed response. */
export type EndpointOutput<E extends EndpointDef> = v.InferOutput<E["response"]>;

/**
 * Declares an endpoint; the same object gives the client its call and the server its validators.
 * @example export const getBalances = defineEndpoint({ method: "GET", path: "/user/balances", auth: true, response: Balance });
 */
export function defineEndpoint<
  P extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
  B extends AnySchema | undefined = undefined,
  R extends AnySchema = AnySchema,
>(def: EndpointDef<P, Q, B, R>): EndpointDef<P, Q, B, R> {
  return def;
}

/** Fills `{name}` placeholders of a path, URL-encoding each value. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Describes the first issue of a failed parse as `field: message`. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): { field: string; text: string } {
  const [first] = issues;
  const field = (first && v.getDotPath(first)) ?? "(root)";
  return { field, text: `${field}: ${first?.message ?? "invalid"}` };
}

/**
 * Runs one call: sends it on the client and validates the response against the call's schema,
 * so a malformed response fails here with the field named, never deep in the UI (R-SERVER).
 */
export async function call<E extends EndpointDef>(
  client: ApiClient,
  endpoint: E,
  input: EndpointInput<E>,
): Promise<EndpointOutput<E>> {
  const { params, query, body, headers } = input as {
    params?: Record<string, unknown>;
    query?: ApiRequest["query"];
    body?: unknown;
    headers?: Record<string, string>;
  };
  const data = await client.send({
    method: endpoint.method,
    path: fillPath(endpoint.path, params),
    auth: endpoint.auth,
    query,
    body,
    headers,
  });
  const parsed = v.safeParse(endpoint.response, data);
  if (parsed.success) return parsed.output;
  const { field, text } = describeIssues(parsed.issues);
  throw new ApiError(`Invalid response from ${endpoint.method} ${endpoint.path}: ${text}`, {
    kind: "contract",
    status: 200,
    field,
  });
}

/** A call's input argument: optional for an endpoint without params, query or body. */
type CallArgs<E extends EndpointDef> = [E["params"] | E["query"] | E["body"]] extends [undefined]
  ? [input?: EndpointInput<E>]
  : [input: EndpointInput<E>];

/**
 * The client function of an endpoint: `caller(endpoint)(client, input)` runs {@link call}.
 * @example export const getBalances = caller(getBalancesEndpoint);
 */
export function caller<E extends EndpointDef>(endpoint: E) {
  return (client: ApiClient, ...[input]: CallArgs<E>): Promise<EndpointOutput<E>> =>
    call(client, endpoint, input ?? ({} as EndpointInput<E>));
}

import { type EndpointDef, UNSTORABLE_TEXT_MESSAGE } from "@lotto/api";
import type { FastifyRequest } from "fastify";
import * as v from "valibot";
import { badRequest } from "./http-error";

/** The parts of a request an endpoint reads. */
export interface EndpointInputParts {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

type Schemas = Pick<EndpointDef, "params" | "query" | "body">;

/**
 * The parts validated with the endpoint's own contract schemas (the same valibot schemas the client
 * uses, R-SERVER), as their output; a part without a schema is left as it is. Throws a 400 naming the
 * first bad field.
 */
export function validInput(endpoint: Schemas, parts: EndpointInputParts): EndpointInputParts {
  refuseReservedKeys(parts.query);
  refuseReservedKeys(parts.body);
  return {
    params: endpoint.params ? check(endpoint.params, parts.params, "params") : parts.params,
    query: endpoint.query ? check(endpoint.query, parts.query ?? {}, "query") : parts.query,
    body: endpoint.body ? check(endpoint.body, parts.body, "body") : parts.body,
  };
}

/** A preValidation hook that replaces the request's params, query and body with {@link validInput}'s. */
export function validate(endpoint: Schemas) {
  return async (request: FastifyRequest): Promise<void> => {
    const { params, query, body } = validInput(endpoint, request);
    request.params = params;
    request.query = query;
    request.body = body;
  };
}

/**
 * Keys every object inherits: valibot's strict objects test keys with `in`, so `{"constructor": 1}`
 * would pass as a known key and reach a handler with nothing in it. No contract field has these names.
 */
const RESERVED_KEYS = new Set(["__proto__", "constructor", "prototype"]);

function refuseReservedKeys(value: unknown, path = "", depth = 0): void {
  if (value === null || typeof value !== "object" || depth > 32) return;
  for (const [key, inner] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (RESERVED_KEYS.has(key)) throw badRequest(`${field}: Unknown field.`);
    refuseReservedKeys(inner, field, depth + 1);
  }
}

/** The text of an issue; a missing key reads "x is required." rather than valibot's "Invalid key". */
function text(issue: v.BaseIssue<unknown>, field: string): string {
  return issue.input === undefined && issue.message.startsWith("Invalid key")
    ? `${field} is required.`
    : issue.message;
}

/** An issue about a text the database cannot store, also inside a union's options. */
function unstorable(issues: readonly v.BaseIssue<unknown>[] | undefined): v.BaseIssue<unknown> | undefined {
  for (const issue of issues ?? []) {
    const found = issue.message === UNSTORABLE_TEXT_MESSAGE ? issue : unstorable(issue.issues);
    if (found) return found;
  }
  return undefined;
}

function check(schema: v.GenericSchema, value: unknown, where: string): unknown {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  // Named before any other issue: a union would otherwise hide it behind "choose one of these".
  const hostile = unstorable(result.issues);
  if (hostile) throw badRequest(`${v.getDotPath(hostile) ?? where}: ${UNSTORABLE_TEXT_MESSAGE}`);
  const errors: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? where;
    errors[field] = [...(errors[field] ?? []), text(issue, field)];
  }
  const [first] = result.issues;
  const field = (first && v.getDotPath(first)) ?? where;
  throw badRequest(`${field}: ${first ? text(first, field) : "invalid"}`, { errors });
}

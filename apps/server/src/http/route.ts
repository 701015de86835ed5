import type { EndpointDef } from "@lotto/api";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import type * as v from "valibot";
import { validate } from "./validate";

type In<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends v.GenericSchema
    ? v.InferOutput<NonNullable<S>>
    : undefined;

/** What a handler receives: the validated params, query and body of its endpoint. */
export interface RouteInput<E extends EndpointDef> {
  params: In<E["params"]>;
  query: In<E["query"]>;
  body: In<E["body"]>;
}

/** Per-route extras: a rate limit for auth and credential-check calls. */
export interface RouteExtras {
  rateLimit?: { max: number; timeWindow: string } | undefined;
}

/**
 * Registers the server side of one contract endpoint: same method and path, `app.authenticate`
 * when the endpoint is authenticated, request validation with its schemas, and the `{ data,
 * message }` envelope of spec §7 around what the handler returns (typed by the response schema).
 */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: (request: FastifyRequest, input: RouteInput<E>) => Promise<v.InferInput<E["response"]>>,
  extras: RouteExtras = {},
): void {
  const options: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path.replace(/\{(\w+)\}/g, ":$1"),
    preValidation: validate(endpoint),
    ...(endpoint.auth ? { onRequest: app.authenticate } : {}),
    ...(extras.rateLimit ? { config: { rateLimit: extras.rateLimit } } : {}),
    handler: async (request) => {
      const input = { params: request.params, query: request.query, body: request.body } as RouteInput<E>;
      return { data: await handler(request, input), message: "OK" };
    },
  };
  app.route(options);
}

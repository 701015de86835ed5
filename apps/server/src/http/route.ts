import type { EndpointDef } from "@lotto/api";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import type * as v from "valibot";
import { compress, type Encoding, sendJson } from "./compress";
import { type RateLimit, rateLimitHook } from "./rate-limit";
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

/** Per-route extras: a rate limit for auth and credential-check calls; JSON kept for cached answers. */
export interface RouteExtras {
  /** Counted in the database per address and per account (http/rate-limit.ts). */
  rateLimit?: RateLimit | undefined;
  /**
   * The handler returns the same object again while its answer is unchanged (a cache): serialise each
   * distinct answer once, and compress it once per encoding. Serialising the 20 KB games list was most
   * of a cached `GET /games`.
   */
  reuseJson?: boolean | undefined;
  /** Runs first (before validation): refuses a caller who may not call the endpoint (the operator's). */
  authorize?: ((request: FastifyRequest) => Promise<void>) | undefined;
}

/** A cached answer's JSON and its compressed copies, each made on first demand. */
type CachedJson = { body: string } & Partial<Record<Encoding, Buffer>>;

/**
 * Registers the server side of one contract endpoint: same method and path, `app.authenticate`
 * when the endpoint is authenticated, request validation with its schemas, and the `{ data,
 * message }` envelope of R-CALLS around what the handler returns (typed by the response schema),
 * brotli or gzip compressed from 1 KB when the client takes it (http/compress.ts).
 */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: (request: FastifyRequest, input: RouteInput<E>) => Promise<v.InferInput<E["response"]>>,
  extras: RouteExtras = {},
): void {
  const json = extras.reuseJson ? new WeakMap<object, CachedJson>() : undefined;
  const options: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path.replace(/\{(\w+)\}/g, ":$1"),
    preValidation: validate(endpoint),
    onRequest: [
      ...(endpoint.auth ? [app.authenticate] : []),
      ...(extras.authorize ? [extras.authorize] : []),
    ],
    ...(extras.rateLimit ? { preHandler: rateLimitHook(app, endpoint.path, extras.rateLimit) } : {}),
    handler: async (request, reply) => {
      const input = { params: request.params, query: request.query, body: request.body } as RouteInput<E>;
      const data = await handler(request, input);
      if (!json || typeof data !== "object" || data === null) {
        return sendJson(request, reply, JSON.stringify({ data, message: "OK" }));
      }
      let cached = json.get(data);
      if (cached === undefined) {
        cached = { body: JSON.stringify({ data, message: "OK" }) };
        json.set(data, cached);
      }
      const entry = cached;
      return sendJson(
        request,
        reply,
        entry.body,
        (encoding) => (entry[encoding] ??= compress(entry.body, encoding)),
      );
    },
  };
  app.route(options);
}

import type { FastifyInstance, FastifyServerOptions } from "fastify";
import type { Env } from "../config/env";

/** What both listeners (players' and operator's) set alike: trusted proxy hops and the body limit. */
export function listenerOptions(env: Env): Pick<FastifyServerOptions, "trustProxy" | "bodyLimit"> {
  return {
    // Trust the nearest TRUST_PROXY hops (what Fastify does with a number, which its types omit): the
    // client is the address that many proxies back, never the left-most one a client wrote itself.
    trustProxy: env.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < env.TRUST_PROXY : false,
    bodyLimit: 64 * 1024,
  };
}

/**
 * The client sends `Content-Type: application/json` on every call (R-CALLS), also on POSTs without
 * a body (logout, set default card): read an empty body as no body, anything else as safe JSON.
 */
export function acceptEmptyJson(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "") return done(null, undefined);
    return json(request, body.toString(), done);
  });
}

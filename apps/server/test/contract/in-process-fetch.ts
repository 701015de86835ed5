import { type ApiClient, createApiClient } from "@lotto/api";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { build, type TestApp } from "../helper";

/** A fetch that hands each request to `app.inject()`: the real client against the real server, no port. */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === "GET" ? undefined : await request.text();
    const res = await app.inject({
      method: request.method as "GET",
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    return new Response(res.body === "" ? null : res.body, {
      status: res.statusCode,
      headers: res.headers as Record<string, string>,
    });
  }) as typeof fetch;
}

/** The `@lotto/api` client (web channel) talking to `app` in-process. */
export function inProcessClient(app: FastifyInstance): ApiClient {
  return createApiClient({
    baseUrl: "http://shop.test",
    channel: "web",
    appVersion: "1.94.0",
    fetch: inProcessFetch(app),
  });
}

/**
 * A test app and the client talking to it, built before the file's tests and closed after them (read
 * `app` and `client` inside the tests, once they are built).
 */
export function servedClient(): { app: TestApp; client: ApiClient } {
  const served = {} as { app: TestApp; client: ApiClient };
  beforeAll(async () => {
    served.app = await build();
    served.client = inProcessClient(served.app);
  });
  afterAll(() => served.app.close());
  return served;
}

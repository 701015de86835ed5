import { type ApiClient, createApiClient } from "@lotto/api";

/** A canned answer: status and JSON body. */
export interface FakeReply {
  status?: number;
  body: unknown;
}

/** Route key `"POST /auth/login"` → reply (or a function of the request body). */
export type FakeApiRoutes = Record<string, FakeReply | ((body: unknown) => FakeReply)>;

/** An `@lotto/api` client over a fake fetch; `calls` records each request as `"METHOD /path"`. */
export function fakeApi(routes: FakeApiRoutes): { api: ApiClient; calls: string[] } {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname.replace(/^\/api\/v1/, "")}`;
    calls.push(key);
    const text = await request.text();
    const route = routes[key];
    const reply = typeof route === "function" ? route(text ? JSON.parse(text) : undefined) : route;
    const { status = 200, body } = reply ?? { status: 404, body: { message: "Resource not found." } };
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  };
  // An absolute base: Node's Request under jsdom cannot resolve the app's relative /api prefix.
  const api = createApiClient({ baseUrl: "http://localhost", channel: "web", appVersion: "1.94.0", fetch });
  return { api, calls };
}

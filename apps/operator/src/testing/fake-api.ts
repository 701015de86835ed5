import { type ApiClient, createApiClient } from "@lotto/api";

/** An answer of the fake operator API: data in the envelope, a failure, or never (loading). */
export type FakeAnswer = { data: unknown } | { status: number; message: string; code?: string } | "pending";

/** A request the fake API saw. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Answers by `METHOD /path` (under /api/v1), e.g. `"GET /operator/withdrawals"`. */
export type FakeRoutes = Record<string, FakeAnswer | ((request: FakeRequest) => FakeAnswer)>;

/**
 * The console's API client over canned answers, for stories and tests: no network. An unknown call
 * answers 404, so a story shows what a missing endpoint does. `seen` lists the requests.
 */
export function fakeApi(routes: FakeRoutes): { client: ApiClient; seen: FakeRequest[] } {
  const seen: FakeRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1/, "");
    const text = await request.text();
    const seenRequest = {
      method: request.method,
      path,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    };
    seen.push(seenRequest);
    const route = routes[`${request.method} ${path}`];
    const answer = typeof route === "function" ? route(seenRequest) : route;
    if (answer === "pending") return new Promise<Response>(() => undefined);
    if (answer === undefined) return json(404, { message: "Not found.", code: "NOT_FOUND" });
    if ("data" in answer) return json(200, { data: answer.data, message: "OK" });
    return json(answer.status, { message: answer.message, code: answer.code ?? "BAD_REQUEST" });
  };
  return {
    client: createApiClient({ channel: "web", appVersion: "test", baseUrl: "http://console.test", fetch }),
    seen,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

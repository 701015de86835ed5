import { createApiClient, type UserDetails } from "@lotto/api";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { AppProvider, createShellServices } from "@/app/provider";
import { DEMO_PLAYER } from "./demo-player";

const FAILURE = Symbol("failure");

/** A failed answer for {@link FakeRoutes}: `status` with `body` (e.g. `{ message, code }`). */
export function failure(status: number, body: unknown) {
  return { [FAILURE]: true, status, body };
}

const isFailure = (v: unknown): v is ReturnType<typeof failure> =>
  typeof v === "object" && v !== null && FAILURE in v;

/** A fake API: `"GET /games"` → JSON body or {@link failure} (or a function of the URL and body). */
export type FakeRoutes = Record<string, unknown | ((url: URL, body: string) => unknown)>;

/** Renders `ui` inside the real AppProvider with a fake fetch; logs in `user` when given. */
export function renderWithShell(ui: ReactElement, routes: FakeRoutes, user?: Partial<UserDetails>) {
  const requests: { method: string; url: URL; body: string; headers: Headers }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = await request.text();
    requests.push({ method: request.method, url, body, headers: request.headers });
    const route = routes[`${request.method} ${url.pathname.replace(/^\/api\/v1/, "")}`];
    if (route === undefined)
      return new Response(JSON.stringify({ message: "Resource not found." }), { status: 404 });
    const data = typeof route === "function" ? route(url, body) : route;
    return new Response(JSON.stringify(isFailure(data) ? data.body : data), {
      status: isFailure(data) ? data.status : 200,
      headers: { "Content-Type": "application/json" },
    });
  };
  // An absolute base URL: Node's Request (under jsdom) cannot resolve the app's relative /api prefix.
  const api = createApiClient({
    channel: "web",
    appVersion: "1.94.0",
    baseUrl: "http://localhost",
    fetch: fetch as typeof globalThis.fetch,
  });
  const services = createShellServices({ api });
  if (user) {
    services.session.signIn("token", new Date().toISOString());
    services.session.setUser({ ...PLAYER, ...user });
  }
  return { ...render(<AppProvider services={services}>{ui}</AppProvider>), requests, services };
}

/** The demo player of component tests, as player P1. */
export const PLAYER: UserDetails = { ...DEMO_PLAYER, playerId: "P1" };

import { createApiClient, type UserDetails } from "@lotto/api";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ShellProvider } from "@/lib/shell-provider";
import { DEMO_PLAYER } from "./demo-player";
import { storyShellServices } from "./story-services";

/** Marks a story route that never answers, so the page stays in its loading state. */
export const PENDING = Symbol("pending");

/** Route key `"GET /results"` → the JSON body it answers, or {@link PENDING}. */
export type StoryRoutes = Record<string, unknown>;

/**
 * Renders a whole page for a story over canned answers (no network): a fresh query client, shell
 * services whose API answers from `routes` (unknown routes 404, {@link PENDING} never settles), the
 * router at `path`, and the demo player signed in unless `user` is null.
 */
export function StoryApi({
  routes,
  path,
  user = {},
  children,
}: {
  routes: StoryRoutes;
  path: string;
  user?: Partial<UserDetails> | null;
  children: ReactNode;
}) {
  const [value] = useState(() => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const route = routes[`${request.method} ${new URL(request.url).pathname.replace(/^\/api\/v1/, "")}`];
      if (route === PENDING) return new Promise<Response>(() => {});
      const status = route === undefined ? 404 : 200;
      const body = route === undefined ? { message: "Resource not found." } : route;
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    };
    const api = createApiClient({
      baseUrl: "http://localhost",
      channel: "web",
      appVersion: "1.94.0",
      fetch: fetch as typeof globalThis.fetch,
    });
    const services = storyShellServices(queryClient, { api });
    if (user) {
      services.session.signIn("story-token", new Date().toISOString());
      services.session.setUser({ ...DEMO_PLAYER, ...user });
    }
    return { services, location: memoryLocation({ path }) };
  });
  return (
    <ShellProvider services={value.services}>
      <QueryClientProvider client={value.services.queryClient}>
        <Router hook={value.location.hook} searchHook={value.location.searchHook}>
          {children}
        </Router>
      </QueryClientProvider>
    </ShellProvider>
  );
}

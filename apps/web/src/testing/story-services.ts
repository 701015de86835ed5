import { createApiClient } from "@lotto/api";
import type { QueryClient } from "@tanstack/react-query";
import { createSessionStore } from "@/lib/session-store";
import type { ShellServices } from "@/lib/shell-context";
import { memoryStore } from "./memory-store";

// Stories and tests never reach a server: every call fails fast as a network error.
const offlineFetch: typeof fetch = () => Promise.reject(new TypeError("no network in stories and tests"));

/** Shell services for stories and component tests: in-memory storage, no network, a fixed clock. */
export function storyShellServices(
  queryClient: QueryClient,
  overrides: Partial<ShellServices> = {},
): ShellServices {
  const api = createApiClient({
    baseUrl: "http://localhost",
    channel: "web",
    appVersion: "1.94.0",
    fetch: offlineFetch,
  });
  return {
    api,
    session: createSessionStore(api, memoryStore()),
    queryClient,
    appDetails: null,
    now: () => "2026-01-01T00:00:00Z",
    ...overrides,
  };
}

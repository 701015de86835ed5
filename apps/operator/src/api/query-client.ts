import { isApiError } from "@lotto/api";
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { SESSION_KEY } from "./query-keys";

/**
 * The console's QueryClient. A 401 on any call means the session ended (15 minutes idle, or signed
 * out elsewhere): the session is read again, which shows the sign-in page. Reads retry once, never
 * after a 4xx; writes never retry (an operator action runs once).
 */
export function createConsoleQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError(error) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: {
        retry: (count, error) =>
          count < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  function onError(error: unknown) {
    if (isApiError(error) && error.status === 401) void client.invalidateQueries({ queryKey: SESSION_KEY });
  }
  return client;
}

import { queryRetryDelayMs, shouldRetryQuery } from "@lotto/core";
import { QueryClient } from "@tanstack/react-query";
import { refetchOnMount } from "./primed-reads";

/** The QueryClient with core's retry policy (R-CALLS: 3 retries, min(1000·2^n, 30000) ms backoff). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelayMs,
        refetchOnWindowFocus: false,
        refetchOnMount: (query) => refetchOnMount(query),
      },
      mutations: { retry: false },
    },
  });
}

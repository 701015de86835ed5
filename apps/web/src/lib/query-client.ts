import { queryRetryDelayMs, shouldRetryQuery } from "@lotto/core";
import { QueryClient } from "@tanstack/react-query";

/** The QueryClient with core's retry policy (R-CALLS: 3 retries, min(1000·2^n, 30000) ms backoff). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay: queryRetryDelayMs, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

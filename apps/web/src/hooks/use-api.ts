import type { ApiClient } from "@lotto/api";
import { useShell } from "@/lib/shell-context";

/** The configured `@lotto/api` client (R-CALLS); pass it to the endpoint functions of `@lotto/api`. */
export function useApi(): ApiClient {
  return useShell().api;
}

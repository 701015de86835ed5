import type { RemoteConfig } from "@lotto/api";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { queries } from "@/api/queries";
import { useShell } from "@/lib/shell-context";

/**
 * The remote configuration (R-ENTITIES, R-CALLS), the one place every feature reads it from: fetched at most
 * once an hour, cached in local storage, the defaults when the service cannot be reached. `data` is
 * undefined only until the first answer (cache, service or defaults).
 */
export function useRemoteConfig(): UseQueryResult<RemoteConfig> {
  return useQuery(queries.remoteConfig(useShell().api));
}

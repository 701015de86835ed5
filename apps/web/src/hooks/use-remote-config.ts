import type { RemoteConfig } from "@lotto/api";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { loadRemoteConfig, REMOTE_CONFIG_TTL_MS } from "@/lib/remote-config";
import { useShell } from "@/lib/shell-context";
import { localStore } from "@/lib/storage";

/**
 * The remote configuration (R-ENTITIES, R-CALLS), the one place every feature reads it from: fetched at most
 * once an hour, cached in local storage, the defaults when the service cannot be reached. `data` is
 * undefined only until the first answer (cache, service or defaults).
 */
export function useRemoteConfig(): UseQueryResult<RemoteConfig> {
  const { api } = useShell();
  return useQuery({
    queryKey: ["remote-config"],
    queryFn: () => loadRemoteConfig({ api, storage: localStore, now: Date.now }),
    staleTime: REMOTE_CONFIG_TTL_MS,
    retry: false,
  });
}

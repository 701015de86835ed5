import { geoCheck, getConfig, getRemoteConfig } from "@lotto/api";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";

/** Service status poll interval (spec §7, §9: 300 s). */
export const CONFIG_POLL_MS = 300_000;
/** Geo check poll interval (spec §7, §9: 15 min). */
export const GEO_CHECK_POLL_MS = 15 * 60_000;
/** Remote config minimum fetch interval (spec §7, §9: 1 h). */
export const REMOTE_CONFIG_TTL_MS = 60 * 60_000;

/** `GET /config`, polled every 300 s without retry (spec §7). */
export function useServiceStatus() {
  const api = useApi();
  return useQuery({
    queryKey: ["config"],
    queryFn: () => getConfig(api),
    refetchInterval: CONFIG_POLL_MS,
    retry: false,
  });
}

/** Remote configuration, fetched at most once an hour (spec §7). */
export function useRemoteConfig() {
  const api = useApi();
  return useQuery({
    queryKey: ["remote-config"],
    queryFn: () => getRemoteConfig(api),
    staleTime: REMOTE_CONFIG_TTL_MS,
  });
}

/** `GET /geo-check`, polled every 15 min without retry; only the app wrapper asks (spec §4, §7). */
export function useGeoCheck(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ["geo-check"],
    queryFn: () => geoCheck(api),
    refetchInterval: GEO_CHECK_POLL_MS,
    retry: false,
    enabled,
  });
}

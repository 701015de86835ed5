import { geoCheck, getConfig } from "@lotto/api";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";

/** Service status poll interval (R-CALLS, R-LIMITS: 300 s). */
export const CONFIG_POLL_MS = 300_000;
/** Geo check poll interval (R-CALLS, R-LIMITS: 15 min). */
export const GEO_CHECK_POLL_MS = 15 * 60_000;

/** `GET /config`, polled every 300 s without retry (R-CALLS). */
export function useServiceStatus() {
  const api = useApi();
  return useQuery({
    queryKey: ["config"],
    queryFn: () => getConfig(api),
    refetchInterval: CONFIG_POLL_MS,
    retry: false,
  });
}

/** `GET /geo-check`, polled every 15 min without retry; only the app wrapper asks (R-STATES, R-CALLS). */
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

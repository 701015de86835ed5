import { getRemoteConfig } from "@lotto/api";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";

/** Remote config fetched at most once an hour (spec §7: minimum fetch interval 1 hour). */
const ONE_HOUR_MS = 60 * 60 * 1000;

/** Remote config for the promo slider (spec §3 promoSliderInfo). */
export function useRemoteConfig() {
  const api = useApi();
  return useQuery({
    queryKey: ["remote-config"],
    queryFn: () => getRemoteConfig(api),
    staleTime: ONE_HOUR_MS,
  });
}

import { useQuery } from "@tanstack/react-query";
import { queries } from "@/api/queries";
import { useApi } from "@/hooks/use-api";

/** `GET /config`, polled every 300 s without retry (R-CALLS), every 5 s while `loggingIn`. */
export function useServiceStatus(loggingIn = false) {
  return useQuery(queries.serviceStatus(useApi(), loggingIn));
}

/** `GET /geo-check`, polled every 15 min without retry; only the app wrapper asks (R-STATES, R-CALLS). */
export function useGeoCheck(enabled: boolean) {
  return useQuery({ ...queries.geoCheck(useApi()), enabled });
}

import { useQuery } from "@tanstack/react-query";
import { queries } from "@/api/queries";
import { useApi } from "@/hooks/use-api";

/** The player's weekly spend limit and what is left of it (`GET /user/limits`), asked while `enabled`. */
export function useWeeklyLimits(enabled = true) {
  return useQuery({ ...queries.limits(useApi()), enabled });
}

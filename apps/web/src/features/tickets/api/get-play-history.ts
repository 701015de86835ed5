import type { PlayHistoryFilters } from "@lotto/core";
import { useQuery } from "@tanstack/react-query";
import { accountQueries } from "@/api/account-queries";
import { useApi } from "@/hooks/use-api";

/** One page of the player's tickets for the filters (R-CALLS GET /user/play-history). */
export function usePlayHistory(filters: PlayHistoryFilters) {
  return useQuery(accountQueries.playHistory(useApi(), filters));
}

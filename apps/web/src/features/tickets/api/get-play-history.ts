import { getPlayHistory } from "@lotto/api";
import { type PlayHistoryFilters, playHistoryQuery } from "@lotto/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";

/** One page of the player's tickets for the filters (R-CALLS GET /user/play-history). */
export function usePlayHistory(filters: PlayHistoryFilters) {
  const api = useApi();
  const query = playHistoryQuery(filters);
  return useQuery({
    queryKey: ["play-history", query],
    queryFn: () =>
      getPlayHistory(api, {
        query: {
          ...query,
          page: Number(query.page),
          ...(query.game_id ? { game_id: Number(query.game_id) } : {}),
          ...(query.status ? { status: Number(query.status) } : {}),
        } as Parameters<typeof getPlayHistory>[1]["query"],
      }),
    placeholderData: keepPreviousData,
  });
}

import { getResults } from "@lotto/api";
import type { GameId } from "@lotto/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";

/**
 * One page of a game's results, newest first, optionally only draws on or before a Perth date
 * (docs/api.md `GET /results?game_id=&page=&to_date=`).
 */
export function useResults(gameId: GameId, page: number, toDate: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ["results", gameId, page, toDate],
    queryFn: () =>
      getResults(api, { query: { game_id: gameId, page, ...(toDate ? { to_date: toDate } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

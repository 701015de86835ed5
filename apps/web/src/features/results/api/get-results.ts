import { getResults } from "@lotto/api";
import type { GameId } from "@lotto/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";

/** One page of a game's results, newest first (docs/decisions.md#d3 `GET /results?game_id=&page=`). */
export function useResults(gameId: GameId, page: number) {
  const api = useApi();
  return useQuery({
    queryKey: ["results", gameId, page],
    queryFn: () => getResults(api, { query: { game_id: gameId, page } }),
    placeholderData: keepPreviousData,
  });
}

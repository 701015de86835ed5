import type { GameId } from "@lotto/core";
import { useQuery } from "@tanstack/react-query";
import { queries } from "@/api/queries";
import { useApi } from "@/hooks/use-api";

/**
 * One page of a game's results, newest first, optionally only draws on or before a Perth date
 * (docs/api.md `GET /results?game_id=&page=&to_date=`).
 */
export function useResults(gameId: GameId, page: number, toDate: string | null) {
  return useQuery(queries.results(useApi(), gameId, page, toDate));
}

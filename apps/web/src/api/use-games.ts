import { useQuery } from "@tanstack/react-query";
import { queries } from "@/api/queries";
import { useApi } from "@/hooks/use-api";

/**
 * The games list with upcoming draws, quick picks and latest results (R-CALLS GET /games); `enabled`
 * false waits (the prompts ask only once a player is logged in).
 */
export function useGames(enabled = true) {
  return useQuery({ ...queries.games(useApi()), enabled });
}

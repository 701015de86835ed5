import { useQuery } from "@tanstack/react-query";
import { queries } from "@/api/queries";
import { useApi } from "@/hooks/use-api";

/** The games list with upcoming draws, quick picks and latest results (R-CALLS GET /games). */
export function useGames() {
  return useQuery(queries.games(useApi()));
}

import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";
import { queries } from "@/lib/queries";

/** The games list with upcoming draws, quick picks and latest results (R-CALLS GET /games). */
export function useGames() {
  return useQuery(queries.games(useApi()));
}

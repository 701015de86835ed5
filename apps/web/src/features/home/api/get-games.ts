import { getGames } from "@lotto/api";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";

/** Query key of `GET /games`; every feature uses the same key so the list is fetched once. */
export const GAMES_QUERY_KEY = ["games"] as const;

/** The games list with upcoming draws, quick picks and latest results (R-CALLS GET /games). */
export function useGames() {
  const api = useApi();
  return useQuery({ queryKey: GAMES_QUERY_KEY, queryFn: () => getGames(api) });
}

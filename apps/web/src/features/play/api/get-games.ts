import { getGames } from "@lotto/api";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";

/** `GET /games` (shared cache key with home): the game page reads its home quick picks (R-STATES preview). */
export function useGames() {
  const api = useApi();
  return useQuery({ queryKey: ["games"], queryFn: () => getGames(api) });
}

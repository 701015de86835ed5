import { getGames } from "@lotto/api";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";

/** `GET /games` (shared key): the upcoming draw numbers that decide which cart tickets expired (R-STATES). */
export function useGames() {
  const api = useApi();
  return useQuery({ queryKey: ["games"], queryFn: () => getGames(api) });
}

import { getGames } from "@lotto/api";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";

/** `GET /games` (the cache key home uses): every game's latest result and next jackpot. */
export function useGames() {
  const api = useApi();
  return useQuery({ queryKey: ["games"], queryFn: () => getGames(api) });
}

import { getFavourites } from "@lotto/api";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";

/** The first page of the player's favourites, for the home strip (R-HOME); only when logged in. */
export function useHomeFavourites(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ["favourites", 1],
    queryFn: () => getFavourites(api, { query: { page: 1 } }),
    enabled,
  });
}

import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";
import { queries } from "@/lib/queries";

/** The first page of the player's favourites, for the home strip (R-HOME); only when logged in. */
export function useHomeFavourites(enabled: boolean) {
  return useQuery({ ...queries.favourites(useApi(), 1), enabled });
}

import { useQuery } from "@tanstack/react-query";
import { queries } from "@/api/queries";
import { useApi } from "@/hooks/use-api";

/** The first page of the player's favourites, for the home strip (R-HOME); only when logged in. */
export function useHomeFavourites(enabled: boolean) {
  return useQuery({ ...queries.favourites(useApi(), 1), enabled });
}

import type { FavouritesQuery } from "@lotto/api";
import { useQuery } from "@tanstack/react-query";
import { queries } from "@/api/queries";
import { useApi } from "@/hooks/use-api";

/** One page of 20 favourites, filtered on the server across every page (R-STATES Favourites list). */
export function useFavourites(page: number, filter: Omit<FavouritesQuery, "page"> = {}) {
  return useQuery(queries.favourites(useApi(), page, filter));
}

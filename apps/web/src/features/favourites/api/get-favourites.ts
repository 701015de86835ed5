import { useQuery } from "@tanstack/react-query";
import { queries } from "@/api/queries";
import { useApi } from "@/hooks/use-api";

/** One page of 20 favourites (R-STATES Favourites list: pages of 20; R-CALLS GET /user/favourites). */
export function useFavourites(page: number) {
  return useQuery(queries.favourites(useApi(), page));
}

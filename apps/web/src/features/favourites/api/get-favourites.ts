import { getFavourites } from "@lotto/api";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";

/** One page of 20 favourites (R-STATES Favourites list: pages of 20; R-CALLS GET /user/favourites). */
export function useFavourites(page: number) {
  const api = useApi();
  return useQuery({
    queryKey: ["favourites", page],
    queryFn: () => getFavourites(api, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

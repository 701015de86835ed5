import { getFavourites } from "@lotto/api";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";

/** One page of 20 favourites (spec §4 Favourites list: pages of 20; spec §7 GET /user/favourites). */
export function useFavourites(page: number) {
  const api = useApi();
  return useQuery({
    queryKey: ["favourites", page],
    queryFn: () => getFavourites(api, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

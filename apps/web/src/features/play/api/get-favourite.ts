import { type ApiClient, type Favourite, getFavourites } from "@lotto/api";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";

// The API lists favourites 20 a page (R-STATES); a favourite is found by walking the pages.
async function findFavourite(api: ApiClient, id: number): Promise<Favourite> {
  for (let page = 1; ; page += 1) {
    const result = await getFavourites(api, { query: { page } });
    const found = result.favourites.find((f) => f.favourite_id === id);
    if (found) return found;
    if (page >= result.total_pages) throw new Error("Favourite not found.");
  }
}

/** One favourite by id, to load or edit on the game page (R-STATES load favourite); idle without id. */
export function useFavourite(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: ["favourite", id],
    queryFn: () => findFavourite(api, id!),
    enabled: id !== null,
  });
}

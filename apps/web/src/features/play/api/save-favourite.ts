import { createFavourite, type FavouriteCoupon, updateFavourite } from "@lotto/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateAfter } from "@/api/invalidate";
import { useApi } from "@/hooks/use-api";

/** What saving sends: a new favourite's name, or the id of the one being edited. */
export type SaveFavourite = { coupon: FavouriteCoupon } & ({ name: string } | { id: number });

/** Creates a favourite or replaces an edited one's numbers (`POST`/`PUT /user/favourites`). */
export function useSaveFavourite() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveFavourite) =>
      "id" in save
        ? updateFavourite(api, { params: { favouriteId: save.id }, body: { coupon: save.coupon } })
        : createFavourite(api, { body: { name: save.name, coupon: save.coupon } }),
    onSuccess: () => invalidateAfter(client, "favourite"),
  });
}

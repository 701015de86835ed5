import { deleteFavourite } from "@lotto/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";
import { invalidateAfter } from "@/lib/invalidate";

/** Deletes a favourite, then refetches the list (`DELETE /user/favourites/{id}`). */
export function useDeleteFavourite() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteFavourite(api, { params: { favouriteId: id } }),
    onSuccess: () => invalidateAfter(client, "favourite"),
  });
}

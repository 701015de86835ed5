import { deleteFavourite } from "@lotto/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateAfter } from "@/api/invalidate";
import { useApi } from "@/hooks/use-api";

/** Deletes a favourite, then refetches the list (`DELETE /user/favourites/{id}`). */
export function useDeleteFavourite() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteFavourite(api, { params: { favouriteId: id } }),
    onSuccess: () => invalidateAfter(client, "favourite"),
  });
}

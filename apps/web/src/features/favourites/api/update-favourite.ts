import { updateFavourite } from "@lotto/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateAfter } from "@/api/invalidate";
import { useApi } from "@/hooks/use-api";

/** Renames a favourite, then refetches the list (`PUT /user/favourites/{id}`). */
export function useRenameFavourite() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      updateFavourite(api, { params: { favouriteId: id }, body: { name } }),
    onSuccess: () => invalidateAfter(client, "favourite"),
  });
}

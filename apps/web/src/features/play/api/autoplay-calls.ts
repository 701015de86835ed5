import { type AutoplayCreate, type Coupon, createAutoplay, updateAutoplay } from "@lotto/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accountQueries } from "@/api/account-queries";
import { invalidateAfter } from "@/api/invalidate";
import { useApi } from "@/hooks/use-api";

/** Sets the entry to play automatically (`POST /user/autoplays`). */
export function useCreateAutoplay() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AutoplayCreate) => createAutoplay(api, { body }),
    onSuccess: () => invalidateAfter(client, "autoplay"),
  });
}

/** One autoplay whose numbers the page edits; idle without an id. */
export function useAutoplay(id: number | null) {
  return useQuery({ ...accountQueries.autoplay(useApi(), id ?? 0), enabled: id !== null });
}

/** Replaces an autoplay's numbers from the next draw not yet bought (`PUT /user/autoplays/{id}`). */
export function useSaveAutoplayNumbers() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, coupon }: { id: number; coupon: Coupon }) =>
      updateAutoplay(api, { params: { autoplayId: id }, body: { coupon } }),
    onSuccess: () => invalidateAfter(client, "autoplay"),
  });
}

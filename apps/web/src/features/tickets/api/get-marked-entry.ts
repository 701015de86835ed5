import { getMarkedEntry } from "@lotto/api";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";

/** What identifies a ticket's entry details (R-ENTITIES: coupon_id, first_draw_num, end_draw_num). */
export interface EntryKey {
  couponId: string;
  firstDraw: number;
  endDraw: number;
}

/** A ticket's per-draw outcome (R-CALLS GET /user/play-history/marked/{coupon_id}); idle without a key. */
export function useMarkedEntry(key: EntryKey | null) {
  const api = useApi();
  return useQuery({
    queryKey: ["marked-entry", key],
    queryFn: () =>
      getMarkedEntry(api, {
        params: { coupon_id: key!.couponId },
        query: { first_draw_num: key!.firstDraw, end_draw_num: key!.endDraw },
      }),
    enabled: key !== null,
  });
}

import { useQuery } from "@tanstack/react-query";
import { accountQueries, type EntryKey } from "@/api/account-queries";
import { useApi } from "@/hooks/use-api";

/** A ticket's per-draw outcome (R-CALLS GET /user/play-history/marked/{coupon_id}); idle without a key. */
export function useMarkedEntry(key: EntryKey | null) {
  const options = accountQueries.markedEntry(useApi(), key ?? { couponId: "", firstDraw: 0, endDraw: 0 });
  return useQuery({ ...options, enabled: key !== null });
}

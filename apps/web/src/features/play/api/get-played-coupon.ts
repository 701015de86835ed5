import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";
import { queries } from "@/lib/queries";

/** The coupon of a bought ticket, for 'Play again' from Tickets (R-SCREENS); idle without a coupon id. */
export function usePlayedCoupon(couponId: string | null) {
  return useQuery({ ...queries.playedCoupon(useApi(), couponId ?? ""), enabled: couponId !== null });
}

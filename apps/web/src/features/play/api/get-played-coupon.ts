import { useQuery } from "@tanstack/react-query";
import { accountQueries } from "@/api/account-queries";
import { useApi } from "@/hooks/use-api";

/** The coupon of a bought ticket, for 'Play again' from Tickets (R-SCREENS); idle without a coupon id. */
export function usePlayedCoupon(couponId: string | null) {
  return useQuery({ ...accountQueries.playedCoupon(useApi(), couponId ?? ""), enabled: couponId !== null });
}

import { getMarkedEntry } from "@lotto/api";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "@/hooks/use-api";

/** The coupon of a bought ticket, for 'Play again' from Tickets (R-SCREENS); idle without a coupon id. */
export function usePlayedCoupon(couponId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ["played-coupon", couponId],
    queryFn: async () => (await getMarkedEntry(api, { params: { coupon_id: couponId! }, query: {} })).coupon,
    enabled: couponId !== null,
  });
}

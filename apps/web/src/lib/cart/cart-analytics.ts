import type { CartTicket } from "@lotto/core";
import { track } from "@/lib/analytics";

/** Sends the cart-expiry analytics event (R-STATES Cart, R-CALLS) through the one analytics module. */
export function trackCartExpiry(tickets: readonly CartTicket[]): void {
  track({
    event: "cart_expiry",
    tickets: tickets.map((t) => ({ id: t.id, game_id: t.coupon.game_id, cost: t.cost })),
  });
}

import type { CartTicket } from "@lotto/core";
import { track } from "@/lib/analytics";

/** Sends the cart-expiry analytics event (spec §4 Cart, §7) through the one analytics module. */
export function trackCartExpiry(tickets: readonly CartTicket[]): void {
  track({
    event: "cart_expiry",
    tickets: tickets.map((t) => ({ id: t.id, game_id: t.coupon.game_id, cost: t.cost })),
  });
}

import type { CartTicket } from "@lotto/core";

declare global {
  interface Window {
    /** The tag manager's queue (spec §7: an analytics tag manager is loaded). */
    dataLayer?: unknown[];
  }
}

/** Sends the cart-expiry analytics event (spec §4 Cart, §7 analytics events) to the tag manager queue. */
export function trackCartExpiry(tickets: readonly CartTicket[]): void {
  window.dataLayer ??= [];
  window.dataLayer.push({
    event: "cart_expiry",
    tickets: tickets.map((t) => ({ id: t.id, game_id: t.coupon.game_id, cost: t.cost })),
  });
}

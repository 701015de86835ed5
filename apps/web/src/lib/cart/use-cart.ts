import { selectCartCount, selectCartTotal, selectSpendingLimitWarning } from "@lotto/core";
import { CartActorContext } from "./cart-context";

/** What the top bar shows of the cart: badge count, over-limit tooltip, total (R-TOP-BAR). */
export interface CartSummaryView {
  count: number;
  overLimit: boolean;
  totalCents: number;
}

/** The cart badge, over-limit flag and total, read with core selectors (R-SCREENS, R-STATES Cart). */
export function useCartSummary(): CartSummaryView {
  const count = CartActorContext.useSelector(selectCartCount);
  const overLimit = CartActorContext.useSelector(selectSpendingLimitWarning);
  const totalCents = CartActorContext.useSelector(selectCartTotal);
  return { count, overLimit, totalCents };
}

/** The cart's tickets and the ones that expired when it was opened (R-STATES Cart). */
export function useCartTickets() {
  const tickets = CartActorContext.useSelector((s) => s.context.tickets);
  const expired = CartActorContext.useSelector((s) => s.context.expiredTickets);
  const editing = CartActorContext.useSelector((s) => s.context.currentTicket);
  const purchasing = CartActorContext.useSelector((s) => s.context.status === "purchasing");
  return { tickets, expired, editing, purchasing };
}

/** Whether the logout confirmation is showing (the cart has tickets; R-SCREENS Sidebar Log out). */
export function useCartLogoutPrompt(): boolean {
  return CartActorContext.useSelector((s) => s.hasTag("dialog"));
}

/** Whether the badge should pop for a ticket just added (cart `animateCartBadge`, R-ENTITIES Cart state). */
export function useCartBadge(): boolean {
  return CartActorContext.useSelector((s) => s.context.animateCartBadge);
}

import type { CartTicket, Cents } from "../model/entities";
import { cartTotal } from "./cart-totals";

/** The part of the cart state the selectors read (R-ENTITIES Cart state). */
export interface CartView {
  tickets: readonly CartTicket[];
  expiredTickets: readonly CartTicket[];
  spendingLimitWarning: boolean;
}

/** Anything with a cart context, such as a cart machine snapshot (`useSelector(cartRef, selectCartTotal)`). */
export interface CartSnapshotLike {
  context: CartView;
}

/** The cart total in cents (R-ENTITIES totalPrice), for views that must not re-add ticket costs. */
export function selectCartTotal(snapshot: CartSnapshotLike): Cents {
  return cartTotal(snapshot.context.tickets);
}

/** The number of tickets in the cart: the top bar's cart badge (R-TOP-BAR). */
export function selectCartCount(snapshot: CartSnapshotLike): number {
  return snapshot.context.tickets.length;
}

/** The number of tickets that expired when the cart was opened (R-STATES Cart). */
export function selectExpiredCount(snapshot: CartSnapshotLike): number {
  return snapshot.context.expiredTickets.length;
}

/** Whether the cart icon shows the over-limit warning (R-TOP-BAR, R-ERRORS cart over limit). */
export function selectSpendingLimitWarning(snapshot: CartSnapshotLike): boolean {
  return snapshot.context.spendingLimitWarning;
}

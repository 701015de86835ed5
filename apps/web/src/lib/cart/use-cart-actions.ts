import type { CartTicket } from "@lotto/core";
import { useMemo } from "react";
import { CartActorContext } from "./cart-context";

/** Upcoming draw number per game id, as the cart's expiry check takes it (R-STATES Cart). */
export type UpcomingDraws = Partial<Record<CartTicket["coupon"]["game_id"], number>>;

/** Named senders of the cart machine. */
export function useCartActions() {
  const cart = CartActorContext.useActorRef();
  return useMemo(
    () => ({
      add: (ticket: CartTicket) => cart.send({ type: "CART.ADD", ticket }),
      edit: (ticketId: string) => cart.send({ type: "CART.EDIT", ticketId }),
      update: (ticket: CartTicket) => cart.send({ type: "CART.UPDATE", ticket }),
      remove: (ticketId: string) => cart.send({ type: "CART.REMOVE", ticketId }),
      badgeAnimated: () => cart.send({ type: "CART.BADGE_ANIMATED" }),
      open: (upcoming: UpcomingDraws, previousPath: string) =>
        cart.send({ type: "CART.OPEN", upcoming, previousPath }),
      leave: () => cart.send({ type: "CART.LEAVE" }),
      purchasing: () => cart.send({ type: "CART.PURCHASING" }),
      purchased: () => cart.send({ type: "CART.PURCHASED" }),
      purchaseFailed: () => cart.send({ type: "CART.PURCHASE_FAILED" }),
      /** Log out through the cart: it asks for confirmation first when it holds tickets. */
      logout: () => cart.send({ type: "CART.LOGOUT" }),
      confirmLogout: () => cart.send({ type: "CART.LOGOUT_CONFIRM" }),
      cancelLogout: () => cart.send({ type: "CART.LOGOUT_CANCEL" }),
    }),
    [cart],
  );
}

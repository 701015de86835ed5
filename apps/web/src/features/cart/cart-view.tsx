import { CART_OVER_LIMIT_TEXT, type CartTicket, type Cents, gameById, isGameId } from "@lotto/core";
import { Button } from "@lotto/ui/button";
import { gameColourOf } from "@lotto/ui/theme";
import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { Page } from "@/components/layout/page";
import { paths } from "@/config/paths";
import { useCartSummary, useCartTickets } from "@/lib/cart/use-cart";
import { useCartActions } from "@/lib/cart/use-cart-actions";
import { CartSummary } from "./components/cart-summary";
import { CartTicketRow } from "./components/cart-ticket-row";
import { useCartPageSync } from "./hooks/use-cart-page-sync";

const game = (id: number) => (isGameId(id) ? gameById(id) : null);

/** What the cart needs of checkout, which the app composes in (features never import each other). */
export interface CartCheckout {
  busy: boolean;
  done: boolean;
  buy: (tickets: CartTicket[]) => void;
  /** What to pay first when the wallet is short (R-STATES payment context cart); 0 or absent when covered. */
  topUp?: Cents;
  /** The pay-and-buy form for {@link topUp}; it buys `tickets` once paid. */
  payAndBuy?: (tickets: CartTicket[]) => ReactNode;
}

/**
 * Cart page body: tickets, expired ones, total, spending-limit warning and buying (R-SCREENS Cart, R-STATES);
 * `status` shows the finished purchase. Needs a cart provider above it.
 */
export function CartView({ checkout, status }: { checkout: CartCheckout; status: ReactNode }) {
  useCartPageSync(paths.home.getHref());
  const [, navigate] = useLocation();
  const { tickets, expired } = useCartTickets();
  const summary = useCartSummary();
  const cart = useCartActions();
  const row = (expiredRow: boolean) => (t: (typeof tickets)[number]) => (
    <CartTicketRow
      key={t.id}
      ticket={t}
      gameName={game(t.coupon.game_id)?.name ?? String(t.coupon.game_id)}
      colour={gameColourOf(t.coupon.game_id)}
      expired={expiredRow}
      onEdit={(id) => {
        cart.edit(id);
        if (isGameId(t.coupon.game_id)) navigate(paths.game.forGame(gameById(t.coupon.game_id), "started"));
      }}
      onRemove={cart.remove}
    />
  );
  return (
    // Once everything in it was bought the page is the receipt, not the cart.
    <Page title={checkout.done && tickets.length === 0 ? "Your purchase" : "Your cart"}>
      {status}
      {tickets.length === 0 && expired.length === 0 && !checkout.done && (
        <>
          <p>Your cart is empty.</p>
          <Button type="button" onClick={() => navigate(paths.home.getHref())}>
            Choose a game
          </Button>
        </>
      )}
      {tickets.length > 0 && (
        <ul
          aria-label="Tickets"
          data-tour="cart-tickets"
          style={{ listStyle: "none", padding: 0, display: "grid", gap: 8 }}
        >
          {tickets.map(row(false))}
        </ul>
      )}
      {expired.length > 0 && (
        <ul aria-label="Expired tickets" style={{ listStyle: "none", padding: 0, display: "grid", gap: 8 }}>
          {expired.map(row(true))}
        </ul>
      )}
      {tickets.length > 0 && (
        <div data-tour="cart-summary">
          <CartSummary
            count={summary.count}
            total={summary.totalCents}
            warning={summary.overLimit ? CART_OVER_LIMIT_TEXT : null}
            canBuy={tickets.length > 0}
            busy={checkout.busy}
            topUp={checkout.topUp ?? 0}
            onBuy={() => checkout.buy([...tickets])}
          />
          {(checkout.topUp ?? 0) > 0 &&
            !summary.overLimit &&
            !checkout.busy &&
            checkout.payAndBuy?.([...tickets])}
        </div>
      )}
    </Page>
  );
}

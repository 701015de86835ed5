import { CART_OVER_LIMIT_TEXT, gameById, gameColour, isGameId } from "@lotto/core";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { CheckoutResult } from "@/features/checkout/components/checkout-result";
import { usePurchase } from "@/features/checkout/hooks/use-purchase";
import { PurchaseProvider } from "@/features/checkout/purchase-provider";
import { useOverlay } from "@/hooks/use-overlay";
import { EnsureCartProvider } from "./cart-provider";
import { CartSummary } from "./components/cart-summary";
import { CartTicketRow } from "./components/cart-ticket-row";
import { useCartSummary, useCartTickets } from "./hooks/use-cart";
import { useCartActions } from "./hooks/use-cart-actions";
import { useCartPageSync } from "./hooks/use-cart-page-sync";

const game = (id: number) => (isGameId(id) ? gameById(id) : null);

/** Cart page: tickets, expired ones, total, spending-limit warning and buying (spec §2 Cart, §4). */
export default function CartPage() {
  return (
    <EnsureCartProvider>
      <PurchaseProvider>
        <CartView />
      </PurchaseProvider>
    </EnsureCartProvider>
  );
}

function CartView() {
  useCartPageSync(paths.home.getHref());
  const [, navigate] = useLocation();
  const { tickets, expired } = useCartTickets();
  const summary = useCartSummary();
  const cart = useCartActions();
  const purchase = usePurchase();
  const overlay = useOverlay();
  useEffect(() => {
    if (purchase.busy) overlay.showLoading();
  }, [purchase.busy, overlay]);
  useEffect(() => {
    if (!purchase.done || !purchase.result) return;
    if (purchase.result.status === "COMPLETED") overlay.showSuccess("Your tickets have been bought.");
    else overlay.showFailure(purchase.message ?? "Some tickets could not be bought.");
  }, [purchase.done, purchase.result, purchase.message, overlay]);
  const row = (expiredRow: boolean) => (t: (typeof tickets)[number]) => (
    <CartTicketRow
      key={t.id}
      ticket={t}
      gameName={game(t.coupon.game_id)?.name ?? String(t.coupon.game_id)}
      colour={gameColour(t.coupon.game_id) ?? "#00653a"}
      expired={expiredRow}
      onEdit={(id) => {
        cart.edit(id);
        const g = game(t.coupon.game_id);
        if (g) navigate(`/games/${g.slug}?gameStatus=started`);
      }}
      onRemove={cart.remove}
    />
  );
  return (
    <Page title="Your cart">
      <CheckoutResult
        onViewTickets={() => navigate(paths.tickets.getHref())}
        onContinue={() => navigate(paths.home.getHref())}
      />
      {purchase.pollFailed && (
        <p role="alert">
          We could not confirm your purchase yet.{" "}
          <Button type="button" $variant="link" onClick={purchase.retry}>
            Check again
          </Button>
        </p>
      )}
      {tickets.length === 0 && expired.length === 0 && !purchase.done && (
        <>
          <p>Your cart is empty.</p>
          <Button type="button" onClick={() => navigate(paths.home.getHref())}>
            Choose a game
          </Button>
        </>
      )}
      {tickets.length > 0 && (
        <ul aria-label="Tickets" style={{ listStyle: "none", padding: 0, display: "grid", gap: 8 }}>
          {tickets.map(row(false))}
        </ul>
      )}
      {expired.length > 0 && (
        <ul aria-label="Expired tickets" style={{ listStyle: "none", padding: 0, display: "grid", gap: 8 }}>
          {expired.map(row(true))}
        </ul>
      )}
      {tickets.length > 0 && (
        <CartSummary
          count={summary.count}
          total={summary.totalCents}
          warning={summary.overLimit ? CART_OVER_LIMIT_TEXT : null}
          canBuy={tickets.length > 0}
          busy={purchase.busy}
          onBuy={() => purchase.submit([...tickets])}
        />
      )}
    </Page>
  );
}

import { type CartTicket, gameById, isGameId, PLAY_HISTORY_STATUS, topUpAmount } from "@lotto/core";
import type { PurchaseStatusResponse } from "@lotto/core/machines";
import { useRef } from "react";
import { useLocation } from "wouter";
import { paths } from "@/config/paths";
import { CartView } from "@/features/cart/cart-view";
import { CheckoutStatus } from "@/features/checkout/components/checkout-status";
import { usePurchase } from "@/features/checkout/hooks/use-purchase";
import { usePurchaseOverlay } from "@/features/checkout/hooks/use-purchase-overlay";
import { PurchaseProvider } from "@/features/checkout/purchase-provider";
import { useMinimumDeposit } from "@/features/wallet/api/use-minimum-deposit";
import { useBalance, useCards } from "@/features/wallet/api/wallet-queries";
import { DepositPanel } from "@/features/wallet/components/deposit-panel";
import { useSession } from "@/hooks/use-session";
import { EnsureCartProvider } from "@/lib/cart/cart-provider";
import { useCartSummary, useCartTickets } from "@/lib/cart/use-cart";

/** The cart page: the app composes the cart feature with checkout (features never import each other). */
export default function CartRoute() {
  return (
    <EnsureCartProvider>
      <PurchaseProvider>
        <CartWithCheckout />
      </PurchaseProvider>
    </EnsureCartProvider>
  );
}

// After buying one game's tickets the player lands on its page in the purchased status (R-STATES Game
// status); a mixed purchase goes home.
function afterPurchasePath(result: PurchaseStatusResponse | null): string {
  const games = new Set(
    result?.tickets
      .filter((t) => t.status === PLAY_HISTORY_STATUS.PARTICIPATING)
      .map((t) => t.coupon.game_id),
  );
  const [only] = games;
  return games.size === 1 && only !== undefined && isGameId(only)
    ? paths.game.forGame(gameById(only), "purchased")
    : paths.home.getHref();
}

/**
 * One purchase attempt's key: the same while the cart holds the same tickets and no purchase has
 * settled, so buying again after a lost answer, or paying again, never buys or charges twice.
 */
function usePurchaseFlowKey(tickets: readonly CartTicket[], settledId: string | null): string {
  const ids = `${tickets.map((t) => t.id).join(",")}|${settledId ?? ""}`;
  const flow = useRef({ ids, key: crypto.randomUUID() });
  if (flow.current.ids !== ids) flow.current = { ids, key: crypto.randomUUID() };
  return flow.current.key;
}

function CartWithCheckout() {
  const [, navigate] = useLocation();
  const purchase = usePurchase();
  usePurchaseOverlay(purchase);
  const { tickets } = useCartTickets();
  const { totalCents } = useCartSummary();
  const { playerId } = useSession();
  const balance = useBalance();
  const cards = useCards();
  const minimum = useMinimumDeposit(playerId ?? undefined);
  const flow = usePurchaseFlowKey(tickets, purchase.result?.id ?? null);
  const topUp = balance.data ? topUpAmount(totalCents, balance.data.current_balance, minimum) : 0;
  // The form keeps its first props; the tickets to buy are read when the payment lands.
  const latest = useRef({ tickets, flow });
  latest.current = { tickets, flow };
  const buy = (bought: CartTicket[]) => purchase.submit(bought, `${flow}:purchase`);
  return (
    <CartView
      checkout={{
        busy: purchase.busy,
        done: purchase.done,
        buy,
        topUp,
        payAndBuy: () => (
          <DepositPanel
            key={`${flow}:${topUp}`}
            minimumDeposit={minimum}
            cards={cards.data ?? []}
            onAgain={() => undefined}
            forPurchase={{
              purpose: "cart",
              amount: topUp,
              idempotencyKey: `${flow}:${topUp}:deposit`,
              onPaid: () => purchase.submit([...latest.current.tickets], `${latest.current.flow}:purchase`),
            }}
          />
        ),
      }}
      status={
        <CheckoutStatus
          balance={balance.data?.current_balance ?? null}
          onViewTickets={() => navigate(paths.tickets.getHref())}
          onOpenTicket={(href) => navigate(href)}
          onContinue={() => navigate(afterPurchasePath(purchase.result))}
        />
      }
    />
  );
}

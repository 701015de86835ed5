import { gameById, isGameId, PLAY_HISTORY_STATUS, type PurchaseStatusResponse } from "@lotto/core";
import { useLocation } from "wouter";
import { paths } from "@/config/paths";
import { CartView } from "@/features/cart/cart-view";
import { CheckoutStatus } from "@/features/checkout/components/checkout-status";
import { usePurchase } from "@/features/checkout/hooks/use-purchase";
import { usePurchaseOverlay } from "@/features/checkout/hooks/use-purchase-overlay";
import { PurchaseProvider } from "@/features/checkout/purchase-provider";
import { EnsureCartProvider } from "@/lib/cart/cart-provider";

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

// After buying one game's tickets the player lands on its page in the purchased status (spec §4 Game
// status); a mixed purchase goes home.
function afterPurchasePath(result: PurchaseStatusResponse | null): string {
  const games = new Set(
    result?.tickets
      .filter((t) => t.status === PLAY_HISTORY_STATUS.PARTICIPATING)
      .map((t) => t.coupon.game_id),
  );
  const [only] = games;
  return games.size === 1 && only !== undefined && isGameId(only)
    ? `/games/${gameById(only).slug}?gameStatus=purchased`
    : paths.home.getHref();
}

function CartWithCheckout() {
  const [, navigate] = useLocation();
  const purchase = usePurchase();
  usePurchaseOverlay(purchase);
  return (
    <CartView
      checkout={{ busy: purchase.busy, done: purchase.done, buy: purchase.submit }}
      status={
        <CheckoutStatus
          onViewTickets={() => navigate(paths.tickets.getHref())}
          onContinue={() => navigate(afterPurchasePath(purchase.result))}
        />
      }
    />
  );
}

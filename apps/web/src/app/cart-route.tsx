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
          onContinue={() => navigate(paths.home.getHref())}
        />
      }
    />
  );
}

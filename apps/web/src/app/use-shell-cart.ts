import { useSession } from "@/hooks/use-session";
import { CartActorContext } from "@/lib/cart/cart-context";
import { useCartBadge, useCartLogoutPrompt, useCartSummary } from "@/lib/cart/use-cart";
import { useCartActions } from "@/lib/cart/use-cart-actions";

/** What the shell needs of web-play's cart: the badge and its animation, the over-limit flag and the logout flow. */
export function useShellCart() {
  const { count, overLimit } = useCartSummary();
  const actions = useCartActions();
  const confirmingLogout = useCartLogoutPrompt();
  const animateBadge = useCartBadge();
  const cart = CartActorContext.useActorRef();
  const session = useSession();
  return {
    count,
    overLimit,
    animateBadge,
    badgeAnimated: actions.badgeAnimated,
    confirmingLogout,
    // The cart asks for confirmation first when it holds tickets (R-SCREENS sidebar Log out); a cart still
    // loading the player's tickets cannot ask, so the log out goes ahead rather than being dropped.
    logout: () => (cart.getSnapshot().can({ type: "CART.LOGOUT" }) ? actions.logout() : session.logout()),
    confirmLogout: actions.confirmLogout,
    cancelLogout: actions.cancelLogout,
  };
}

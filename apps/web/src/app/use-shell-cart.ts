import { useCartBadge, useCartLogoutPrompt, useCartSummary } from "@/lib/cart/use-cart";
import { useCartActions } from "@/lib/cart/use-cart-actions";

/** What the shell needs of web-play's cart: the badge and its animation, the over-limit flag and the logout flow. */
export function useShellCart() {
  const { count, overLimit } = useCartSummary();
  const actions = useCartActions();
  const confirmingLogout = useCartLogoutPrompt();
  const animateBadge = useCartBadge();
  return {
    count,
    overLimit,
    animateBadge,
    badgeAnimated: actions.badgeAnimated,
    confirmingLogout,
    // The cart asks for confirmation first when it holds tickets (spec §2 sidebar Log out).
    logout: actions.logout,
    confirmLogout: actions.confirmLogout,
    cancelLogout: actions.cancelLogout,
  };
}

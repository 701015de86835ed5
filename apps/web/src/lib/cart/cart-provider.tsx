import type { GamesList } from "@lotto/api";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { queryKeys } from "@/api/queries";
import { useWeeklyLimits } from "@/api/use-weekly-limits";
import { useSession } from "@/hooks/use-session";
import { localStore } from "@/lib/storage";
import { CartActorContext, createCartLogic } from "./cart-context";
import { upcomingDraws } from "./upcoming-draws";

// True below a CartProvider, so pages can tell whether the app has mounted one.
const CartMounted = createContext(false);

/**
 * Provides the cart actor and keeps it on the logged-in player: login loads `{playerId}_cart` and merges
 * a visitor's tickets into it, logout empties the view without touching the stored cart, so it survives
 * reload and logout/login (R-STATES; docs/decisions.md#cart-merge).
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const [logic] = useState(() =>
    createCartLogic({
      storage: localStore,
      // When the session already ended the cart only empties itself; otherwise it logs the player out.
      logout: () => sessionRef.current.isLoggedIn && sessionRef.current.logout(),
      reportCorrupt: (reason) => console.warn(`Stored cart discarded: ${reason}`),
    }),
  );
  return (
    <CartActorContext.Provider logic={logic}>
      <CartMounted.Provider value={true}>
        <CartSessionSync playerId={session.playerId} />
        <CartLimitsSync loggedIn={session.isLoggedIn} />
        {children}
      </CartMounted.Provider>
    </CartActorContext.Provider>
  );
}

/**
 * Sends CART.LOGIN when a player is known and ends the cart when the session ends elsewhere. The login
 * carries the upcoming draws already fetched (a visitor who added a ticket has them), so the merge
 * sets expired tickets aside at once; without them, opening /cart does.
 */
function CartSessionSync({ playerId }: { playerId: string | null }) {
  const cart = CartActorContext.useActorRef();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (playerId) {
      const games = queryClient.getQueryData<GamesList>(queryKeys.games);
      cart.send({ type: "CART.LOGIN", playerId, upcoming: games ? upcomingDraws(games) : {} });
      return;
    }
    // The session already ended (expiry, 401, logout elsewhere): leave the cart without asking; the
    // stored cart stays for the next login.
    if (cart.getSnapshot().matches("loggedOut")) return;
    cart.send({ type: "CART.LOGOUT" });
    if (cart.getSnapshot().hasTag("dialog")) cart.send({ type: "CART.LOGOUT_CONFIRM" });
  }, [cart, playerId, queryClient]);
  return null;
}

/**
 * Feeds the remaining spend limit to the cart as soon as the player is logged in, so the over-limit
 * warning and the cart icon's tooltip hold on every page, not only after /cart (R-TOP-BAR, R-STATES
 * Cart). The `limits` key is the one the wallet, account and purchase refresh.
 */
function CartLimitsSync({ loggedIn }: { loggedIn: boolean }) {
  const cart = CartActorContext.useActorRef();
  const limits = useWeeklyLimits(loggedIn);
  const remaining = loggedIn ? limits.data?.online_remaining_spend_limit : undefined;
  // The cart takes limits once it has loaded the player's tickets, so they are sent again then.
  const active = CartActorContext.useSelector((s) => s.matches("active"));
  useEffect(() => {
    if (active && remaining !== undefined) cart.send({ type: "CART.LIMITS", remainingSpendLimit: remaining });
  }, [active, cart, remaining]);
  return null;
}

/**
 * Uses the app's cart when `app/provider.tsx` mounts one, else provides it here: there must be exactly
 * one cart actor, or two would write the same `{playerId}_cart` key.
 */
export function EnsureCartProvider({ children }: { children: ReactNode }) {
  return useContext(CartMounted) ? children : <CartProvider>{children}</CartProvider>;
}

import { Route } from "wouter";
import { CartProvider } from "@/lib/cart/cart-provider";
import { type FakeRoutes, renderWithShell } from "@/testing/render-with-shell";
import GamePage from "../game-page";

/**
 * Opens the game page at `url` as the app routes it (inside the cart), over canned `routes`, with player P1
 * logged in unless `signedIn` is false.
 */
export function openGamePage(url: string, routes: FakeRoutes, signedIn = true) {
  window.history.pushState(null, "", url);
  return renderWithShell(
    <CartProvider>
      <Route path="/games/:slug" component={GamePage} />
    </CartProvider>,
    routes,
    signedIn ? { playerId: "P1" } : undefined,
  );
}

/** Player P1's cart as the game page stored it. */
export const storedCart = () => JSON.parse(localStorage.getItem("P1_cart") ?? "[]");

import { cryptoRng, type GameDefinition } from "@lotto/core";
import { type ReactNode, useRef, useState } from "react";
import { useLocation } from "wouter";
import { paths } from "@/config/paths";
import { useApi } from "@/hooks/use-api";
import { useCartActions } from "@/lib/cart/use-cart-actions";
import { createGameEntryLogic, GameEntryContext } from "./game-entry-context";

/**
 * One game-entry actor per game page visit: leaving the page stops it, which resets the game (R-SCREENS
 * "Leaving a games path resets the current game"). Tickets go to the cart actor.
 */
export function GameEntryProvider({ game, children }: { game: GameDefinition; children: ReactNode }) {
  const api = useApi();
  const cart = useCartActions();
  const [location, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [logic] = useState(() =>
    createGameEntryLogic({
      api,
      addToCart: (ticket, replacing) => (replacing ? cart.update(ticket) : cart.add(ticket)),
      goHome: () => navigateRef.current(paths.home.getHref()),
    }),
  );
  return (
    <GameEntryContext.Provider
      logic={logic}
      options={{ input: { gameId: game.id, rng: cryptoRng(), path: location } }}
    >
      {children}
    </GameEntryContext.Provider>
  );
}

import type { GamesList } from "@lotto/api";
import { isGameId } from "@lotto/core";
import { useEffect, useRef } from "react";
import { useGames } from "@/hooks/use-games";
import type { UpcomingDraws } from "@/lib/cart/use-cart-actions";
import { useCartActions } from "@/lib/cart/use-cart-actions";

const upcomingDraws = (games: GamesList): UpcomingDraws =>
  Object.fromEntries(
    Object.entries(games).flatMap(([id, g]) =>
      isGameId(Number(id)) ? [[Number(id), g.upcoming_draw.draw_number]] : [],
    ),
  );

/**
 * Opening /cart moves expired tickets aside once the upcoming draws are known, and leaving clears them
 * (R-STATES Cart); the cart provider keeps the remaining spend limit for its warning.
 */
export function useCartPageSync(previousPath: string) {
  const cart = useCartActions();
  const games = useGames();
  const opened = useRef(false);
  useEffect(() => {
    if (!games.data || opened.current) return;
    opened.current = true;
    cart.open(upcomingDraws(games.data), previousPath);
  }, [games.data, cart, previousPath]);
  useEffect(() => () => cart.leave(), [cart]);
}

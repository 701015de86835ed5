import { useEffect, useRef } from "react";
import { useGames } from "@/api/use-games";
import { upcomingDraws } from "@/lib/cart/upcoming-draws";
import { useCartActions } from "@/lib/cart/use-cart-actions";

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

import type { TourKind } from "@lotto/core/machines";
import { createExternalStore } from "@/lib/external-store";

/**
 * The tour asked for, null when none runs. The shell reads it to load the tour chunk, so shepherd.js
 * stays out of the entry bundle (pnpm bench).
 */
export const tourRequest = createExternalStore<TourKind | null>(null);

/** The tour the menu's 'Take a Tour' starts on a page: the page's own, else the product tour. */
export function tourForPath(pathname: string): TourKind {
  if (pathname.startsWith("/games/")) return "number-picker";
  if (pathname === "/cart") return "shopping-cart";
  return "product";
}

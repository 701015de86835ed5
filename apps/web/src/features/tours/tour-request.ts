import type { TourKind } from "@lotto/core/machines";
import { isGamePath, paths } from "@/config/paths";
import { createExternalStore } from "@/lib/external-store";

/**
 * The tour asked for, null when none runs. The shell reads it to load the tour chunk, so shepherd.js
 * stays out of the entry bundle (pnpm bench).
 */
export const tourRequest = createExternalStore<TourKind | null>(null);

/** The tour the menu's 'Take a Tour' starts on a page: the page's own, else the product tour. */
export function tourForPath(pathname: string): TourKind {
  if (isGamePath(pathname)) return "number-picker";
  if (pathname === paths.cart.path) return "shopping-cart";
  return "product";
}

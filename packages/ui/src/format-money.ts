import type { Cents } from "@lotto/core";

const formatter = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" });

/**
 * Formats integer cents as dollars, e.g. 150 → "$1.50" (R-GAMES: shown as cost/100).
 * The only place in the shop (web app and operator console) where cents become dollars.
 */
export function formatMoney(cents: Cents): string {
  return formatter.format(cents / 100);
}

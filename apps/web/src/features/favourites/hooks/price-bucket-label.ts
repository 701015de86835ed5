import type { PriceRange } from "@lotto/core";
import { formatMoney } from "@lotto/ui/format-money";

/** The label of one of core's favourites price buckets (R-VALIDATION); the ranges themselves live in lottery-core. */
export function priceBucketLabel({ min, max }: PriceRange): string {
  if (max === null) return `${formatMoney(min)} and above`;
  return min === 0 ? `Under ${formatMoney(max)}` : `${formatMoney(min)} – ${formatMoney(max)}`;
}

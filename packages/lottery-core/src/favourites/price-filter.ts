import type { Cents } from "../model/entities";

/** A favourites price range in cents; `max` is exclusive, null when open (R-VALIDATION). */
export interface PriceRange {
  min: Cents;
  max: Cents | null;
}

/**
 * The price range of a favourites filter value (R-VALIDATION): 1 is 0–2000, 2 is 2000–5000, 3 is 5000 and
 * above, anything else is all (null). The ranges are half-open so a price falls in exactly one bucket.
 * @example priceFilterRange(2) // { min: 2000, max: 5000 }
 */
export function priceFilterRange(filter: number | string | null | undefined): PriceRange | null {
  switch (Number(filter)) {
    case 1:
      return { min: 0, max: 2000 };
    case 2:
      return { min: 2000, max: 5000 };
    case 3:
      return { min: 5000, max: null };
    default:
      return null;
  }
}

/**
 * Whether a favourite with `price` passes the filter (R-VALIDATION). A null price ('Available in-store',
 * R-ENTITIES) only shows under "all".
 */
export function matchesPriceFilter(price: Cents | null, filter: number | string | null | undefined): boolean {
  const range = priceFilterRange(filter);
  if (range === null) return true;
  if (price === null) return false;
  return price >= range.min && (range.max === null || price < range.max);
}

import { type PriceRange, priceFilterRange } from "./price-filter";

/** One favourites price bucket: the filter value and its range in cents (R-VALIDATION). */
export interface PriceBucket {
  value: string;
  range: PriceRange;
}

/** The favourites price buckets in ascending order, as the filter offers them (R-VALIDATION: 1, 2, 3). */
export const PRICE_BUCKETS: readonly PriceBucket[] = ["1", "2", "3"].map((value) => ({
  value,
  range: priceFilterRange(value) as PriceRange,
}));

import { type PriceRange, priceFilterRange } from "./price-filter";

/** One favourites price bucket: the filter value and its range in cents (spec §5). */
export interface PriceBucket {
  value: string;
  range: PriceRange;
}

/** The favourites price buckets in ascending order, as the filter offers them (spec §5: 1, 2, 3). */
export const PRICE_BUCKETS: readonly PriceBucket[] = ["1", "2", "3"].map((value) => ({
  value,
  range: priceFilterRange(value) as PriceRange,
}));

/** Home page sizes and timings of R-LIMITS (page sizes and autoplay). */
export const HOME = {
  /** Skeleton cards while the games load. */
  skeletonCards: 8,
  /** Favourites shown on home. */
  favourites: 3,
  /** Latest results shown on home. */
  results: 3,
  /** Promo slider and mobile results carousel autoplay. */
  autoplayMs: 10_000,
} as const;

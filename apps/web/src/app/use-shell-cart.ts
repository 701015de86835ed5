/** What the top bar needs of the cart (seam with web-play's `useCartSummary`). */
export interface ShellCartSummary {
  count: number;
  overLimit: boolean;
}

/**
 * The cart summary for the shell. web-play's cart Provider and `useCartSummary` have not landed yet;
 * until they do the shell shows an empty cart.
 */
export function useShellCart(): ShellCartSummary {
  return { count: 0, overLimit: false };
}

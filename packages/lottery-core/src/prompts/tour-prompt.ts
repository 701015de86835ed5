/** The tour start prompt opens this long after load on / (R-STATES), in ms. */
export const TOUR_PROMPT_DELAY_MS = 1000;
/** The tour popover opens this long after the tour starts (R-STATES), in ms. */
export const TOUR_POPOVER_DELAY_MS = 100;
/** The user check runs this long after the home page loads (R-STATES), in ms. */
export const HOME_USER_CHECK_DELAY_MS = 500;

/** What the tour start prompt reads (R-ENTITIES user details, R-STATES). */
export interface TourPromptInput {
  pathname: string;
  product_tour_prompted: boolean;
  pending_account_setup: boolean;
}

/**
 * Whether the product tour start prompt opens (R-STATES): on /, when the player has not been prompted
 * and account setup is complete.
 */
export function shouldPromptTour({
  pathname,
  product_tour_prompted,
  pending_account_setup,
}: TourPromptInput): boolean {
  return pathname === "/" && !product_tour_prompted && !pending_account_setup;
}

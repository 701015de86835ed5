import { createExternalStore } from "./external-store";

/**
 * Global state `feedbackFooterClosed` (R-ENTITIES): the player closed the feedback footer bar for this
 * visit; the end of the product tour opens it again (R-STATES Tours) with `feedbackFooterClosed.set(false)`.
 */
export const feedbackFooterClosed = createExternalStore<boolean>(false);

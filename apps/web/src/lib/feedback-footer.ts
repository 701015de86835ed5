import { createExternalStore } from "./external-store";

/**
 * Global state `feedbackFooterClosed` (spec §3): the player closed the feedback footer bar for this
 * visit; the end of the product tour opens it again (spec §4 Tours) with `feedbackFooterClosed.set(false)`.
 */
export const feedbackFooterClosed = createExternalStore<boolean>(false);

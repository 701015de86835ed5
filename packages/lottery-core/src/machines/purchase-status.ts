/**
 * Purchase status rules (R-ENTITIES Purchase status, R-STATES Purchase): which statuses end the polling and
 * which tickets of a finished purchase failed.
 */
import { PLAY_HISTORY_STATUS } from "../play-history/play-history-status";
import type {
  PurchaseGroupStatus,
  PurchaseStatusResponse,
  PurchaseStatusTicket,
} from "../purchase/purchase-status";

export type { PurchaseGroupStatus, PurchaseStatusResponse, PurchaseStatusTicket };

/** The polling interval of a purchase in flight (R-LIMITS: purchase poll 1000 ms). */
export const PURCHASE_POLL_MS = 1000;

/**
 * Whether a purchase status ends the polling: COMPLETED, COMPLETED_WITH_ERRORS or FAILED (R-STATES).
 * @example isPurchaseSettled("PENDING") // false
 */
export function isPurchaseSettled(status: PurchaseGroupStatus): boolean {
  return status !== "PENDING";
}

/** The tickets the provider refused (play-history FAILED 101), kept to show after COMPLETED_WITH_ERRORS (R-STATES purchase). */
export function failedPurchaseTickets(response: PurchaseStatusResponse): PurchaseStatusTicket[] {
  return response.tickets.filter((ticket) => ticket.status === PLAY_HISTORY_STATUS.FAILED);
}

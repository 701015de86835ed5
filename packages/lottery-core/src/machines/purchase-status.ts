/**
 * Purchase status rules (R-ENTITIES Purchase status, R-STATES Purchase): which statuses end the polling and
 * which tickets of a finished purchase failed.
 */
import type { Cents, Coupon } from "../model/entities";
import { PLAY_HISTORY_STATUS } from "../play-history/play-history-status";

/** Status of a purchase group; PENDING until the provider settled every ticket (R-ENTITIES, R-STATES Purchase). */
export type PurchaseGroupStatus = "PENDING" | "COMPLETED" | "COMPLETED_WITH_ERRORS" | "FAILED";

/** One ticket of a purchase status; `status` is a play-history code (R-ENTITIES). */
export interface PurchaseStatusTicket {
  id: string;
  status: number;
  cost: Cents;
  coupon: Coupon;
  draw_numbers: number[];
  /** Why the ticket was refused; null when bought. */
  message: string | null;
}

/** `GET /games/tickets-purchase/{groupId}` (R-ENTITIES Purchase status). */
export interface PurchaseStatusResponse {
  id: string;
  status: PurchaseGroupStatus;
  tickets: PurchaseStatusTicket[];
  message: string | null;
}

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

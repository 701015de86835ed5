/**
 * Purchase status rules (spec §3 Purchase status, §4 Purchase): which statuses end the polling and
 * which tickets of a finished purchase failed.
 */
import type { Cents, Coupon } from "../model/entities";
import { PLAY_HISTORY_STATUS } from "../play-history/play-history-status";

/** Status of a purchase group; PENDING until the provider settled every ticket (spec §3, §4 Purchase). */
export type PurchaseGroupStatus = "PENDING" | "COMPLETED" | "COMPLETED_WITH_ERRORS" | "FAILED";

/** One ticket of a purchase status; `status` is a play-history code (spec §3). */
export interface PurchaseStatusTicket {
  id: string;
  status: number;
  cost: Cents;
  coupon: Coupon;
  draw_numbers: number[];
  /** Why the ticket was refused; null when bought. */
  message: string | null;
}

/** `GET /games/tickets-purchase/{groupId}` (spec §3 Purchase status). */
export interface PurchaseStatusResponse {
  id: string;
  status: PurchaseGroupStatus;
  tickets: PurchaseStatusTicket[];
  message: string | null;
}

/** The polling interval of a purchase in flight (spec §9: purchase poll 1000 ms). */
export const PURCHASE_POLL_MS = 1000;

/**
 * Whether a purchase status ends the polling: COMPLETED, COMPLETED_WITH_ERRORS or FAILED (spec §4).
 * @example isPurchaseSettled("PENDING") // false
 */
export function isPurchaseSettled(status: PurchaseGroupStatus): boolean {
  return status !== "PENDING";
}

/** The tickets the provider refused (play-history FAILED 101), kept to show after COMPLETED_WITH_ERRORS (spec §4 purchase). */
export function failedPurchaseTickets(response: PurchaseStatusResponse): PurchaseStatusTicket[] {
  return response.tickets.filter((ticket) => ticket.status === PLAY_HISTORY_STATUS.FAILED);
}

/**
 * A purchase group's status (R-ENTITIES Purchase status): its shape, and the one mapping from the stored
 * group and ticket rows to it (the status read and the purchase that just wrote the rows both use it).
 */
import type { Cents, Coupon } from "../model/entities";

/** Status of a purchase group; PENDING until the provider settled every ticket (R-ENTITIES, R-STATES Purchase). */
export type PurchaseGroupStatus = "PENDING" | "COMPLETED" | "COMPLETED_WITH_ERRORS" | "FAILED";

/** One ticket of a purchase status; `status` is a play-history code (R-ENTITIES). */
export interface PurchaseStatusTicket<C = Coupon> {
  id: string;
  status: number;
  cost: Cents;
  coupon: C;
  draw_numbers: number[];
  /** Why the ticket was refused; null when bought. */
  message: string | null;
}

/** `GET /games/tickets-purchase/{groupId}` (R-ENTITIES Purchase status). */
export interface PurchaseStatusResponse<C = Coupon> {
  id: string;
  status: PurchaseGroupStatus;
  tickets: PurchaseStatusTicket<C>[];
  message: string | null;
}

/** A stored ticket of a group, as the database row names its fields. */
export interface PurchaseTicketRow<C = Coupon> {
  id: string;
  status: number;
  cost: Cents;
  coupon: C;
  drawNumbers: number[];
  message: string | null;
}

/**
 * The purchase status of a stored group and its tickets (in cart order).
 * @example purchaseStatusOf({ id: "g", status: "COMPLETED", message: null }, []) // { id: "g", status: "COMPLETED", message: null, tickets: [] }
 */
export function purchaseStatusOf<C>(
  group: { id: string; status: PurchaseGroupStatus; message: string | null },
  tickets: readonly PurchaseTicketRow<C>[],
): PurchaseStatusResponse<C> {
  return {
    id: group.id,
    status: group.status,
    message: group.message,
    tickets: tickets.map((row) => ({
      id: row.id,
      status: row.status,
      cost: row.cost,
      coupon: row.coupon,
      draw_numbers: row.drawNumbers,
      message: row.message,
    })),
  };
}

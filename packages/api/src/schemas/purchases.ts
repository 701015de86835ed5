/**
 * Schemas of purchase submission and status (R-ENTITIES Purchase status, R-STATES Purchase; the submission call is
 * ours, documented in docs/api.md "Play").
 */
import * as v from "valibot";
import { CouponSchema, PlayDaySchema } from "./coupon";
import { requestString } from "./text";

/** One ticket to buy: the coupon and the price the player was shown (must equal the server's price). */
export const PurchaseTicketSchema = v.object({
  id: v.optional(v.pipe(requestString(), v.maxLength(64))),
  /** The first draw the player is buying (cart `draw_num`); refused if sales for it have closed. */
  draw_num: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
  /** One-day play (the purchase-config `day` it was priced with); absent for play on every draw day. */
  day: v.optional(PlayDaySchema),
  cost: v.pipe(v.number(), v.integer("cost must be whole cents."), v.minValue(0), v.maxValue(10_000_000)),
  coupon: CouponSchema,
});

/** `POST /games/tickets-purchase` body. */
export const PurchaseRequestSchema = v.object({
  tickets: v.pipe(
    v.array(PurchaseTicketSchema),
    v.minLength(1, "A purchase needs at least one ticket."),
    v.maxLength(50, "A purchase holds at most 50 tickets."),
  ),
});

/** The final and transient states of a purchase group (R-STATES). */
export const PURCHASE_STATUSES = ["PENDING", "COMPLETED", "COMPLETED_WITH_ERRORS", "FAILED"] as const;

/** `POST /games/tickets-purchase` answer: the group id to poll. */
export const PurchaseAcceptedSchema = v.object({ id: v.string(), status: v.picklist(PURCHASE_STATUSES) });

/** One ticket of a purchase status; `status` is a play-history code (2 bought, 101 refused). */
export const PurchaseStatusTicketSchema = v.object({
  id: v.string(),
  status: v.number(),
  cost: v.number(),
  coupon: CouponSchema,
  draw_numbers: v.array(v.number()),
  /** Why the ticket was refused; null when bought. */
  message: v.nullable(v.string()),
});

/** `GET /games/tickets-purchase/{groupId}` (R-ENTITIES Purchase status). */
export const PurchaseStatusSchema = v.object({
  id: v.string(),
  status: v.picklist(PURCHASE_STATUSES),
  tickets: v.array(PurchaseStatusTicketSchema),
  /** Why the whole group failed; null otherwise. */
  message: v.nullable(v.string()),
});

/** Path params of the purchase status call. */
export const PurchaseParamsSchema = v.object({
  groupId: v.pipe(requestString(), v.uuid("Unknown purchase id.")),
});

export type PurchaseTicket = v.InferOutput<typeof PurchaseTicketSchema>;
export type PurchaseRequest = v.InferOutput<typeof PurchaseRequestSchema>;
export type PurchaseAccepted = v.InferOutput<typeof PurchaseAcceptedSchema>;
export type PurchaseStatus = v.InferOutput<typeof PurchaseStatusSchema>;

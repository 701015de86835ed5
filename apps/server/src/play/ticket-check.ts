/**
 * Checks one ticket of a purchase against lottery-core before any money moves (R-SERVER Purchases):
 * the coupon's rules (`validateCoupon`), the server's own price (`couponPrice` must equal the cost the
 * player was shown) and the draws it covers (from the pricing option of the draws on sale).
 */
import type { PurchaseTicket } from "@lotto/api";
import { couponOption, couponPrice, type PurchaseConfig, validateCoupon } from "@lotto/core";
import { unprocessable } from "../http/http-error";

/** A ticket that passed the rules: what it costs and the draws it plays. */
export interface CheckedTicket {
  ticket: PurchaseTicket;
  cost: number;
  draws: number[];
  /** The ticket's first draw when it is no longer on sale (refused, not charged: core's `decidePurchase`). */
  closedDraw: number | null;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Checks a ticket; throws a 422 naming the ticket when a rule or the price is wrong (nothing is written
 * then). `config` is null when the game has no draw on sale.
 */
export function checkTicket(
  position: number,
  ticket: PurchaseTicket,
  config: PurchaseConfig | null,
): CheckedTicket {
  const name = `Ticket ${position + 1}`;
  if (!config) return { ticket, cost: ticket.cost, draws: [], closedDraw: ticket.draw_num };
  const errors = validateCoupon(ticket.coupon.game_id, ticket.coupon, config);
  if (errors.length > 0) throw unprocessable("INVALID_TICKET", `${name}: ${errors[0]}`, { errors });
  const price = couponPrice(config, ticket.coupon);
  const option = couponOption(config, ticket.coupon);
  if (price === null || !option) {
    throw unprocessable("INVALID_TICKET", `${name}: this entry is not priced for the current draw.`);
  }
  const first = option.draws[0]!;
  if (ticket.draw_num < first) {
    return { ticket, cost: price, draws: option.draws, closedDraw: ticket.draw_num };
  }
  if (ticket.draw_num > first) {
    throw unprocessable(
      "INVALID_TICKET",
      `${name}: draw ${ticket.draw_num} does not match this entry's first draw ${first}.`,
    );
  }
  if (price !== ticket.cost) {
    throw unprocessable(
      "PRICE_CHANGED",
      `${name}: the price is ${dollars(price)}, not ${dollars(ticket.cost)}. Please review your cart.`,
    );
  }
  return { ticket, cost: price, draws: option.draws, closedDraw: null };
}

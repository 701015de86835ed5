/**
 * Checks one ticket of a purchase against lottery-core before any money moves (R-SERVER Purchases):
 * the coupon's rules (`validateCoupon`), the server's own price (`couponPrice` must equal the cost the
 * player was shown) and the draws it covers (from the pricing option of the draws on sale).
 */
import type { PurchaseTicket } from "@lotto/api";
import {
  addOnCost,
  addOnDraws,
  addOnTicketCoupon,
  type Coupon,
  couponOption,
  couponPrice,
  type PurchaseConfig,
  validateCoupon,
} from "@lotto/core";
import { unprocessable } from "../http/http-error";

/** The add-on game of a ticket, as it is recorded: a coupon of its own game, its cost and draws. */
export interface CheckedAddOn {
  coupon: Coupon;
  cost: number;
  draws: number[];
}

/** A ticket that passed the rules: what it costs (its add-on included) and the draws it plays. */
export interface CheckedTicket {
  ticket: PurchaseTicket;
  cost: number;
  draws: number[];
  /** The first draw when it is no longer on sale (refused, not charged: core's `decidePurchase`). */
  closedDraw: number | null;
  /** The add-on game riding on the ticket, played in every week of it; null without one. */
  addOn: CheckedAddOn | null;
}

/** The add-on of a ticket playing `draws` of its game, or null when it carries none. */
function checkedAddOn(coupon: Coupon, draws: number[]): CheckedAddOn | null {
  if (!coupon.add_on) return null;
  const played = addOnDraws(coupon.game_id, draws, coupon.add_on.game_id);
  return {
    coupon: addOnTicketCoupon(coupon.add_on, played.length),
    cost: addOnCost(coupon.add_on, played.length),
    draws: played,
  };
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
  if (!config) return { ticket, cost: ticket.cost, draws: [], closedDraw: ticket.draw_num, addOn: null };
  const errors = validateCoupon(ticket.coupon.game_id, ticket.coupon, config);
  if (errors.length > 0) throw unprocessable("INVALID_TICKET", `${name}: ${errors[0]}`, { errors });
  const price = couponPrice(config, ticket.coupon);
  const option = couponOption(config, ticket.coupon);
  if (price === null || !option) {
    throw unprocessable("INVALID_TICKET", `${name}: this entry is not priced for the current draw.`);
  }
  const first = option.draws[0]!;
  const addOn = checkedAddOn(ticket.coupon, option.draws);
  if (ticket.draw_num < first) {
    return { ticket, cost: price, draws: option.draws, closedDraw: ticket.draw_num, addOn };
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
  return { ticket, cost: price, draws: option.draws, closedDraw: null, addOn };
}

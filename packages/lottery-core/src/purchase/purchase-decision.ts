/**
 * The purchase decision (R-SERVER Purchases; R-ERRORS refusal texts): given what the purchase
 * transaction loaded under the wallet lock (whether each ticket's draws are still on sale, the
 * remaining weekly limit, the balance), which tickets are bought and which are refused, the amount to
 * debit and the group's status. Tickets are taken in cart order; each is refused for the first of
 * these that holds: a draw it plays has closed, then its cost is above what the weekly limit still
 * allows, then above the balance still left. An accepted ticket uses up its cost of both, so a later,
 * cheaper ticket may still fit. Everything is integer cents.
 */
import { CART_OVER_LIMIT_TEXT } from "../cart/spend-limit";
import type { Cents } from "../model/entities";
import { PLAY_HISTORY_STATUS } from "../play-history/play-history-status";
import type { PurchaseGroupStatus } from "./purchase-status";

/** What a player short of money is told, for a payment or a ticket of a purchase. */
export const INSUFFICIENT_FUNDS_TEXT = "You do not have enough funds in your wallet. Please make a deposit.";

/**
 * The message for a ticket whose draw has closed (R-DRAW-ENGINE: refused with a clear message).
 * @example salesClosedMessage(4521) // "Sales have closed for draw 4521. Please buy this entry for the next draw."
 */
export const salesClosedMessage = (drawNumber: number) =>
  `Sales have closed for draw ${drawNumber}. Please buy this entry for the next draw.`;

/** One ticket as the decision sees it. */
export interface PurchaseTicketFacts {
  /** The server's price of the ticket, in cents. */
  cost: Cents;
  /**
   * A draw already found closed before the transaction (the game had no draw on sale, or the player's
   * first draw is past), else null.
   */
  closedAtCheck: number | null;
  /** The draws the ticket plays, in order, each with whether it was still on sale under the lock. */
  draws: readonly { number: number; onSale: boolean }[];
}

/** What the purchase transaction loaded, after the wallet lock. */
export interface PurchaseFacts {
  tickets: readonly PurchaseTicketFacts[];
  /** The wallet's balance under the lock. */
  balance: Cents;
  /** What the weekly limit still allows this Perth week (`WeeklyLimitState.remaining`). */
  remainingLimit: Cents;
}

/** Why a ticket is refused, in the order the refusals are checked. */
export type PurchaseRefusal =
  | { reason: "sales-closed"; drawNumber: number }
  | { reason: "limit" }
  | { reason: "funds" };

/** One ticket's outcome: bought (PARTICIPATING 2, no message) or refused (FAILED 101, its refusal's text). */
export interface TicketDecision {
  cost: Cents;
  status: typeof PLAY_HISTORY_STATUS.PARTICIPATING | typeof PLAY_HISTORY_STATUS.FAILED;
  refusal: PurchaseRefusal | null;
  message: string | null;
}

/** The whole purchase's outcome. */
export interface PurchaseDecision {
  /** COMPLETED (every ticket bought), COMPLETED_WITH_ERRORS (some) or FAILED (none). */
  status: Exclude<PurchaseGroupStatus, "PENDING">;
  /** One per ticket, in cart order. */
  tickets: TicketDecision[];
  /** The amount to debit: the accepted tickets' costs; never above the balance or the remaining limit. */
  total: Cents;
  /** Why the whole group failed (its first ticket's message); null unless FAILED. */
  message: string | null;
}

/** The text a refused ticket carries (R-ERRORS cart over limit; wallet; draw engine). */
export function refusalMessage(refusal: PurchaseRefusal): string {
  switch (refusal.reason) {
    case "sales-closed":
      return salesClosedMessage(refusal.drawNumber);
    case "limit":
      return CART_OVER_LIMIT_TEXT;
    case "funds":
      return INSUFFICIENT_FUNDS_TEXT;
  }
}

/** The first refusal of one ticket given what is left of the limit and the balance, or null to buy it. */
function refusalOf(
  ticket: PurchaseTicketFacts,
  limitLeft: Cents,
  balanceLeft: Cents,
): PurchaseRefusal | null {
  const closed = ticket.closedAtCheck ?? ticket.draws.find((draw) => !draw.onSale)?.number;
  if (closed !== undefined) return { reason: "sales-closed", drawNumber: closed };
  if (ticket.cost > limitLeft) return { reason: "limit" };
  if (ticket.cost > balanceLeft) return { reason: "funds" };
  return null;
}

/** The group's status from how many of its tickets were bought. */
function groupStatus(bought: number, tickets: number): PurchaseDecision["status"] {
  if (bought === tickets) return "COMPLETED";
  return bought === 0 ? "FAILED" : "COMPLETED_WITH_ERRORS";
}

/**
 * Decides a purchase (see the file comment for the order of refusals).
 * @example decidePurchase({ tickets: [{ cost: 340, closedAtCheck: null, draws: [{ number: 4521, onSale: true }] }], balance: 300, remainingLimit: 1000 }).status // "FAILED" (funds)
 */
export function decidePurchase(facts: PurchaseFacts): PurchaseDecision {
  let limitLeft = facts.remainingLimit;
  let balanceLeft = facts.balance;
  const tickets = facts.tickets.map((ticket): TicketDecision => {
    const refusal = refusalOf(ticket, limitLeft, balanceLeft);
    if (refusal) {
      return {
        cost: ticket.cost,
        status: PLAY_HISTORY_STATUS.FAILED,
        refusal,
        message: refusalMessage(refusal),
      };
    }
    limitLeft -= ticket.cost;
    balanceLeft -= ticket.cost;
    return { cost: ticket.cost, status: PLAY_HISTORY_STATUS.PARTICIPATING, refusal: null, message: null };
  });
  const bought = tickets.filter((ticket) => ticket.refusal === null);
  const status = groupStatus(bought.length, tickets.length);
  return {
    status,
    tickets,
    total: bought.reduce((sum, ticket) => sum + ticket.cost, 0),
    message: status === "FAILED" ? (tickets[0]?.message ?? null) : null,
  };
}

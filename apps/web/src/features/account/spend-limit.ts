import type { Limits } from "@lotto/api";
import { type Cents, maximumSpendLimit } from "@lotto/core";

/**
 * Dollars as typed ("50", "$1,000", "12.50") to integer cents; null when it is not a positive amount
 * with at most two decimals.
 * @example dollarsToCents("$12.5") // 1250
 */
export function dollarsToCents(text: string): Cents | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[1]!.replaceAll(",", "")) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return cents > 0 ? cents : null;
}

/** The weekly spend limit as the account shows it: the maximum in force and a raise still waiting. */
export interface SpendLimitView {
  maximum: Cents | null;
  remaining: Cents;
  pending: { amount: Cents; from: string } | null;
}

/** What `GET /user/limits` says, for the spend-limit panel (core's precedence rule, spec §3). */
export function spendLimitView(limits: Limits): SpendLimitView {
  const { pending_player_set_maximum_spend_limit: amount, pending_effective_at: from } = limits;
  return {
    maximum: maximumSpendLimit(limits),
    remaining: limits.online_remaining_spend_limit,
    pending: amount !== null && from !== null ? { amount, from } : null,
  };
}

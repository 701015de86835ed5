import type { Limits } from "@lotto/api";
import { type Cents, maximumSpendLimit } from "@lotto/core";

/** The weekly spend limit as the account shows it: the maximum in force and a raise still waiting. */
export interface SpendLimitView {
  maximum: Cents | null;
  remaining: Cents;
  pending: { amount: Cents; from: string } | null;
}

/** What `GET /user/limits` says, for the spend-limit panel (core's precedence rule, R-ENTITIES). */
export function spendLimitView(limits: Limits): SpendLimitView {
  const { pending_player_set_maximum_spend_limit: amount, pending_effective_at: from } = limits;
  return {
    maximum: maximumSpendLimit(limits),
    remaining: limits.online_remaining_spend_limit,
    pending: amount !== null && from !== null ? { amount, from } : null,
  };
}

import type { Cents } from "../model/entities";

/** `GET /user/limits` (R-ENTITIES User limits); a maximum the player or system never set is null. */
export interface UserLimits {
  online_remaining_spend_limit: Cents;
  online_player_set_maximum_spend_limit: Cents | null;
  online_system_set_maximum_spend_limit: Cents | null;
}

/** Text of the cart over-limit warning (R-ERRORS Other). */
export const CART_OVER_LIMIT_TEXT = "You have reached your spending limit. Please review your cart.";

/**
 * The player's weekly maximum spend: their own maximum when they set one, else the system's
 * (R-ENTITIES User limits: "The player's own maximum takes precedence"). A player-set 0 is a real limit.
 */
export function maximumSpendLimit(limits: UserLimits): Cents | null {
  return limits.online_player_set_maximum_spend_limit ?? limits.online_system_set_maximum_spend_limit;
}

/**
 * The spend limit shown to the player: the lesser of balance and remaining limit (R-LIMITS).
 * @example shownSpendLimit(5000, 2000) // 2000
 */
export function shownSpendLimit(balance: Cents, remainingLimit: Cents): Cents {
  return Math.min(balance, remainingLimit);
}

/**
 * What the shell shows of the player's money (R-ROLES, R-LIMITS): the balance, and the spend limit
 * shown beside it only when it is lower than the balance (else it says nothing the balance does not).
 * @example spendFigures(5000, 2000) // { balance: 5000, available: 2000 }
 * @example spendFigures(1500, 20000) // { balance: 1500, available: null }
 */
export function spendFigures(
  balance: Cents,
  remainingLimit: Cents,
): { balance: Cents; available: Cents | null } {
  const available = shownSpendLimit(balance, remainingLimit);
  return { balance, available: available < balance ? available : null };
}

/**
 * Whether the cart shows the spending-limit warning: its total exceeds the remaining limit (R-STATES
 * Cart). An unknown remaining limit (limits not loaded yet) never warns.
 */
export function isOverSpendingLimit(total: Cents, remainingLimit: Cents | null): boolean {
  return remainingLimit !== null && total > remainingLimit;
}

import type { Cents } from "../model/entities";

/** The default minimum deposit: $10 (R-VALIDATION, R-LIMITS). */
export const DEFAULT_MINIMUM_DEPOSIT: Cents = 1000;

/**
 * The minimum deposit in cents (R-VALIDATION): $10, or in A/B test variant B the service status
 * `minimum_deposit_amount` (cents, shown as /100 dollars; default 1000).
 * @example minimumDepositCents("B", 2000) // 2000, i.e. $20
 */
export function minimumDepositCents(variant: string, minimumDepositAmount: Cents | null | undefined): Cents {
  if (variant !== "B") return DEFAULT_MINIMUM_DEPOSIT;
  return minimumDepositAmount ?? DEFAULT_MINIMUM_DEPOSIT;
}

/** Whether a deposit meets the minimum (R-VALIDATION); the amount must be a positive whole number of cents. */
export function isDepositAllowed(amount: Cents, minimum: Cents): boolean {
  return Number.isInteger(amount) && amount > 0 && amount >= minimum;
}

/**
 * Whether a new card is stored as the default (R-VALIDATION): it follows saveCard unless specified.
 * @example cardDefaultFlag(true) // true
 */
export function cardDefaultFlag(saveCard: boolean, specified?: boolean | null): boolean {
  return specified ?? saveCard;
}

import type { Cents } from "../model/entities";
import { abVariant } from "../platform/ab-variant";
import { minimumDepositCents } from "../validation/deposit";

/** The A/B test behind the deposit minimum (R-VALIDATION: flag remove_10_dollars_deposit_validation). */
export const DEPOSIT_MINIMUM_TEST = "remove_10_dollars_deposit_validation";

/** What decides a player's deposit minimum. */
export interface DepositMinimumInput {
  playerId: string;
  /** Share of players in variant B (0–1); 0 keeps everyone on the $10 minimum. */
  weighting: number;
  /** Service status `minimum_deposit_amount` in cents (R-ENTITIES, default 1000). */
  minimumDepositAmount: Cents | null | undefined;
}

/**
 * A player's deposit minimum in cents (R-VALIDATION): $10 in variant A, the service's
 * `minimum_deposit_amount` in variant B; the arm comes from core's A/B assignment.
 * @example depositMinimumFor({ playerId: "P1", weighting: 0, minimumDepositAmount: 500 }) // 1000
 */
export function depositMinimumFor({ playerId, weighting, minimumDepositAmount }: DepositMinimumInput): Cents {
  return minimumDepositCents(abVariant(DEPOSIT_MINIMUM_TEST, playerId, weighting), minimumDepositAmount);
}

/**
 * The below-minimum message, worded like the server's (`$` and two decimals; R-VALIDATION deposit minimum).
 * @example belowMinimumDepositText(1000) // "The minimum deposit is $10.00."
 */
export function belowMinimumDepositText(minimum: Cents): string {
  return `The minimum deposit is $${(minimum / 100).toFixed(2)}.`;
}

/** What an amount field says when {@link parseDollars} cannot read it. */
export const DOLLARS_AMOUNT_TEXT = "Please enter an amount in dollars, for example 20.";

/**
 * Dollars as the player types them ("25", "$1,000", "12.50") to integer cents; null when it is not
 * a positive amount with at most two decimals (R-VALIDATION deposit amounts).
 * @example parseDollars("$12.5") // 1250
 */
export function parseDollars(text: string): Cents | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  // The regex always captures the whole dollars.
  const whole = Number(match[1]!.replaceAll(",", ""));
  const cents = whole * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null;
}

/**
 * The dual-control lines (docs/operations.md "Staff alerts"): a payout above its line needs a second
 * operator's approval, and staff are told of it as it arrives.
 */
import type { Cents } from "../model/entities";

/** Cents above which a payout needs two operators: a claim over $10,000, a withdrawal over $5,000. */
export const DUAL_CONTROL_LINE = { claim: 1_000_000 as Cents, withdrawal: 500_000 as Cents } as const;

/** Whether paying `amount` of this kind needs a second operator. */
export const needsDualControl = (kind: keyof typeof DUAL_CONTROL_LINE, amount: number): boolean =>
  amount > DUAL_CONTROL_LINE[kind];

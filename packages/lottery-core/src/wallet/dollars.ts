import type { Cents } from "../model/entities";

/**
 * Cents as the shop's refusals word an amount: `$`, thousands separators and two decimals.
 * @example dollarsText(500000) // "$5,000.00"
 */
export const dollarsText = (cents: Cents) =>
  `$${(cents / 100).toLocaleString("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

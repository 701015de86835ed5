import type { Cents } from "../model/entities";

/**
 * What to pay by card or PayPal to buy a cart or a game when the wallet is short (R-STATES payment
 * contexts game and cart): the missing amount, raised to the minimum deposit when it is below it (the
 * rest stays in the wallet); 0 when the balance covers the total.
 * @example topUpAmount(2500, 1000, 1000) // 1500
 * @example topUpAmount(1200, 1000, 1000) // 1000 (the $2 missing is below the $10 minimum)
 */
export function topUpAmount(total: Cents, balance: Cents, minimumDeposit: Cents): Cents {
  const missing = total - Math.max(0, balance);
  if (missing <= 0) return 0;
  return Math.max(missing, minimumDeposit);
}

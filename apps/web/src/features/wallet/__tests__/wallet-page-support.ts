import { afterEach, vi } from "vitest";
import { DEPOSIT_LIMITS, EXPIRED_CARD, SPEND_LIMITS, VISA } from "@/testing/account-fixtures";

/** Opens the wallet at `search` (its tab); each test leaves the address and the clock as it found them. */
export function at(search: string) {
  window.history.replaceState(null, "", `/wallet${search}`);
}
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

/**
 * The answers every wallet page asks for: $125.00 ($42.50 of it winnings), the spend limits, two cards,
 * a $10 minimum deposit.
 */
export const base = (over: Record<string, unknown> = {}) => ({
  "GET /user/balances": { current_balance: 12_500, withdrawable_winnings: 4_250, deposited_balance: 8_250 },
  "GET /user/limits": SPEND_LIMITS,
  "GET /user/deposit-limits": DEPOSIT_LIMITS,
  "GET /user/cards": [EXPIRED_CARD, VISA],
  "GET /config": { reset_password_coefficient: 100, minimum_deposit_amount: 1000 },
  "GET /feedback/should-prompt": { should_prompt: false },
  ...over,
});

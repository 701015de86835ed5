import type { Statement } from "@lotto/api";

/**
 * One line of the player's transactions: a $10 card deposit on 20 November 2026 (no winnings after it)
 * unless `over` says otherwise.
 */
export const transaction = (id: number, over: Record<string, unknown> = {}) => ({
  id: String(id),
  at: "2026-11-20T02:00:00Z",
  date: "2026-11-20",
  type: "deposit",
  description: `Deposit by card ${id}`,
  amount: 1000,
  balance_after: 1000 * id,
  winnings_after: 0,
  games: [],
  ...over,
});

/** The player's bank account for withdrawals, as the server masks it. */
export const BANK_ACCOUNT = {
  bsb: "086-420",
  account_number_masked: "•••••678",
  account_name: "Jo Citizen",
  withdrawable_from: "2026-11-19T02:00:00Z",
};

/** A $20 withdrawal to that account, asked for on 20 November 2026 and not decided yet. */
export const PENDING_WITHDRAWAL = {
  id: "w1",
  amount: 2000,
  status: "pending",
  bank_account: "086-420 •••••678",
  requested_at: "2026-11-20T02:00:00Z",
  decided_at: null,
  reason: null,
  hold: null,
};

/** A month's figures: $10 opening, $50 in, $3.40 on Saturday Lotto, $12.75 won, $10 out. */
export const STATEMENT_FIGURES: Omit<Statement, "month" | "transactions"> = {
  opening_balance: 1000,
  deposits: 5000,
  spend_by_game: [{ name: "Saturday Lotto", amount: 340 }],
  spend: 340,
  prizes: 1275,
  withdrawals: 1000,
  adjustments: 0,
  net_result: 935,
  closing_balance: 5935,
  opening_winnings: 0,
  closing_winnings: 275,
};

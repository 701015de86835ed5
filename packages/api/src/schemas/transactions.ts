/** The transaction list, monthly statement and weekly spend (docs/api.md "Transactions"). */
import { TRANSACTION_TYPES } from "@lotto/core";
import * as v from "valibot";
import { CentsSchema } from "./common";
import { intSchemaOf } from "./coupon";
import { RequestDateSchema, RequestMonthSchema } from "./dates";
import { requestString } from "./text";

/** Query of `GET /user/transactions`: filters, and the cursor of the page before. */
export const TransactionsQuerySchema = v.object({
  type: v.optional(v.picklist(TRANSACTION_TYPES, "Unknown transaction type.")),
  /** Perth dates, inclusive. */
  from_date: v.optional(RequestDateSchema),
  to_date: v.optional(RequestDateSchema),
  /** `next_cursor` of the previous page: entries older than it. */
  before: v.optional(
    v.pipe(requestString(), v.regex(/^\d{1,18}$/, "before must be a cursor from next_cursor.")),
  ),
  limit: v.optional(intSchemaOf(1, 100, "limit")),
});
export type TransactionsQuery = v.InferOutput<typeof TransactionsQuerySchema>;

/** A game's part of a purchase, prize or claim. */
export const TransactionGameSchema = v.object({
  game_id: v.number(),
  name: v.string(),
  draws: v.array(v.number()),
  /** Signed cents of this game in the entry (purchases and refunds; they add up to the amount). */
  amount: v.number(),
});

/** One ledger entry. */
export const TransactionSchema = v.object({
  id: v.string(),
  at: v.string(),
  /** Perth date, "YYYY-MM-DD". */
  date: v.string(),
  type: v.picklist(TRANSACTION_TYPES),
  description: v.string(),
  /** Signed cents: credits positive, debits negative. */
  amount: v.pipe(v.number(), v.safeInteger()),
  balance_after: CentsSchema,
  /**
   * Of balance_after, the winnings (withdrawable; the rest is deposited money); null on entries from
   * before the wallet kept the two apart (docs/decisions.md "Closed-loop wallet").
   */
  winnings_after: v.nullable(CentsSchema),
  games: v.array(TransactionGameSchema),
});
export type Transaction = v.InferOutput<typeof TransactionSchema>;

/** `GET /user/transactions`: newest first; `next_cursor` is null on the last page. */
export const TransactionsPageSchema = v.object({
  transactions: v.array(TransactionSchema),
  next_cursor: v.nullable(v.string()),
});

/** Path of `GET /user/statements/{month}`. */
export const StatementParamsSchema = v.object({
  month: RequestMonthSchema,
});

/** A month's activity (the current one to date); every figure is a sum of that month's ledger entries. */
export const StatementSchema = v.object({
  month: v.string(),
  opening_balance: CentsSchema,
  deposits: CentsSchema,
  spend_by_game: v.array(v.object({ name: v.string(), amount: v.number() })),
  spend: v.number(),
  prizes: CentsSchema,
  withdrawals: v.number(),
  adjustments: v.number(),
  net_result: v.number(),
  closing_balance: CentsSchema,
  /** Of the opening and closing balances, the winnings (withdrawable); the rest is deposited money. */
  opening_winnings: CentsSchema,
  closing_winnings: CentsSchema,
  transactions: v.array(TransactionSchema),
});
export type Statement = v.InferOutput<typeof StatementSchema>;

/** `GET /user/spend-weeks`: the last 12 Perth spend weeks, oldest first, and this week's remaining. */
export const SpendWeeksSchema = v.object({
  weeks: v.array(v.object({ week_start: v.string(), spend: CentsSchema, limit: CentsSchema })),
  remaining: CentsSchema,
});
export type SpendWeeks = v.InferOutput<typeof SpendWeeksSchema>;

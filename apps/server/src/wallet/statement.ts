/**
 * The monthly activity statement (docs/api.md `GET /user/statements/{month}`): a Perth month's
 * entries (a past month, or the current one to date) summed by core's `monthlyStatement`; the opening balance is the sum of every earlier entry,
 * so the closing balance is the sum of every entry up to the month's end. The winnings of each are
 * summed the same way (docs/decisions.md "Closed-loop wallet").
 */
import type { Statement } from "@lotto/api";
import { isStatementMonth, monthlyStatement, monthWindow } from "@lotto/core";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { DbOrTx } from "../db";
import { ledgerEntries } from "../db/schema/accounts";
import { bucketOpenings } from "../db/schema/buckets";
import { toDate } from "../db/time";
import { unprocessable } from "../http/http-error";
import { transactionsBetween } from "./transactions";

/** The text when a statement is asked for a month that has not begun. */
export const STATEMENT_NOT_READY = "Statements are available for this month and earlier months.";

/**
 * The player's winnings from entries before `at`: their winnings parts, and the winnings the wallet
 * opened with when buckets began if its last entry from before then is among them.
 */
async function winningsBefore(db: DbOrTx, playerId: string, at: Date): Promise<number> {
  const mine = eq(ledgerEntries.playerId, playerId);
  const [row] = await db
    .select({ sum: sql<string | number>`coalesce(sum(${ledgerEntries.winningsAmount}), 0)` })
    .from(ledgerEntries)
    .where(and(mine, lt(ledgerEntries.createdAt, at)));
  const [opening] = await db
    .select({ winnings: bucketOpenings.winnings })
    .from(bucketOpenings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, bucketOpenings.lastEntryId))
    .where(and(eq(bucketOpenings.playerId, playerId), lt(ledgerEntries.createdAt, at)));
  return Number(row?.sum ?? 0) + (opening?.winnings ?? 0);
}

/** The statement of `month` ("YYYY-MM") at `now`. */
export async function monthStatement(
  db: DbOrTx,
  playerId: string,
  month: string,
  now: Temporal.Instant,
): Promise<Statement> {
  if (!isStatementMonth(month, now)) throw unprocessable("STATEMENT_MONTH_NOT_BEGUN", STATEMENT_NOT_READY);
  const window = monthWindow(month);
  const [before] = await db
    .select({ sum: sql<string | number>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.playerId, playerId), lt(ledgerEntries.createdAt, toDate(window.start))));
  const opening = Number(before?.sum ?? 0);
  const transactions = await transactionsBetween(db, playerId, toDate(window.start), toDate(window.end));
  const s = monthlyStatement(
    opening,
    transactions.map((t) => ({ type: t.type, amount: t.amount, games: t.games })),
  );
  return {
    month,
    opening_balance: s.openingBalance,
    deposits: s.deposits,
    spend_by_game: s.spendByGame,
    spend: s.spend,
    prizes: s.prizes,
    withdrawals: s.withdrawals,
    adjustments: s.adjustments,
    net_result: s.netResult,
    closing_balance: s.closingBalance,
    opening_winnings: await winningsBefore(db, playerId, toDate(window.start)),
    closing_winnings: await winningsBefore(db, playerId, toDate(window.end)),
    transactions,
  };
}

/**
 * Weekly spend against the limit (docs/api.md `GET /user/spend-weeks`): the last 12 Perth spend weeks'
 * net spend (purchases less refunds, as the limit counts it) from the ledger, each against the weekly
 * limit in effect now (past limits are not recorded: docs/decisions.md "Spend chart"), and this
 * week's remaining.
 */
import type { SpendWeeks } from "@lotto/api";
import { lastSpendWeeks, weeklyMaximum, weeklySpend } from "@lotto/core";
import type { Temporal } from "temporal-polyfill";
import type { DbOrTx } from "../db";
import { ledgerEntries } from "../db/schema/accounts";
import { toInstant } from "../db/time";
import { readLimits, spendEntries } from "./limits";

/** How many weeks the chart shows. */
export const SPEND_WEEKS = 12;

export async function spendWeeks(db: DbOrTx, playerId: string, now: Temporal.Instant): Promise<SpendWeeks> {
  const weeks = lastSpendWeeks(now, SPEND_WEEKS);
  const first = weeks[0];
  const rows = first
    ? await db
        .select({ at: ledgerEntries.createdAt, amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .where(spendEntries(playerId, first.start))
    : [];
  const spend = weeklySpend(
    weeks,
    rows.map((r) => ({ at: toInstant(r.at), amount: r.amount })),
  );
  const limits = await readLimits(db, playerId, now);
  const limit = weeklyMaximum(limits.playerMax);
  return {
    weeks: weeks.map((w, i) => ({ week_start: w.startDate, spend: spend[i] ?? 0, limit })),
    remaining: limits.remaining,
  };
}

/**
 * Deposit limits (docs/decisions.md "Deposit limits"): reads and changes the player's own limit, and
 * checks a deposit against it and the system's maximums inside the deposit's transaction, under the
 * wallet lock, so deposits racing on several servers are counted one after another. The rules (periods,
 * what applies at once, what is left, the refusal's words) are core's `wallet/deposit-limit.ts`.
 */
import { DEPOSIT_REFUSAL_CODES } from "@lotto/api";
import {
  type DepositAllowance,
  type DepositCaps,
  type DepositLimit,
  type DepositLimitPeriod,
  type DepositTotals,
  depositAllowance,
  depositLimitChange,
  depositPeriodOf,
  depositRefusal,
  depositRefusalText,
  effectiveDepositLimit,
  type PlayerDepositLimit,
} from "@lotto/core";
import { and, eq, gte, lt, ne, sql } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Env } from "../config/env";
import type { DbOrTx, Tx } from "../db";
import { depositLimits, deposits, wallets } from "../db/schema/accounts";
import { toDate, toInstant } from "../db/time";
import { unprocessable } from "../http/http-error";

type Row = typeof depositLimits.$inferSelect;

/** The system's maximums as the server is configured (MAX_DEPOSIT_AMOUNT, MAX_DEPOSITS_PER_DAY). */
export const depositCaps = (env: Pick<Env, "MAX_DEPOSIT_AMOUNT" | "MAX_DEPOSITS_PER_DAY">): DepositCaps => ({
  perDeposit: env.MAX_DEPOSIT_AMOUNT,
  perDay: env.MAX_DEPOSITS_PER_DAY,
});

const limitOf = (period: DepositLimitPeriod | null, amount: number | null): DepositLimit | null =>
  period !== null && amount !== null ? { period, amount } : null;

/** The stored limit of a `deposit_limits` row (none: no limit of the player's own). */
const storedOf = (row: Row | undefined): PlayerDepositLimit | null =>
  row
    ? {
        limit: limitOf(row.period, row.amount),
        pending: row.pendingEffectiveAt
          ? {
              limit: limitOf(row.pendingPeriod, row.pendingAmount),
              effectiveAt: toInstant(row.pendingEffectiveAt),
            }
          : null,
      }
    : null;

/** The player's deposit limit at `now` (a due change applied). */
export async function readDepositLimit(
  db: DbOrTx,
  playerId: string,
  now: Temporal.Instant,
): Promise<PlayerDepositLimit> {
  const [row] = await db.select().from(depositLimits).where(eq(depositLimits.playerId, playerId));
  return effectiveDepositLimit(storedOf(row), now);
}

/**
 * The player's deposits not failed (pending ones hold their share) today and in the limit's period
 * containing `now`, leaving out the deposit `except` (the one being checked).
 */
async function depositTotals(
  db: DbOrTx,
  playerId: string,
  limit: DepositLimit | null,
  now: Temporal.Instant,
  except?: string,
): Promise<DepositTotals> {
  const day = depositPeriodOf("day", now);
  // Every period contains its day (core's property test), so one scan of the longer window gives both.
  const window = limit ? depositPeriodOf(limit.period, now) : day;
  const [row] = await db
    .select({
      today: sql<
        string | number
      >`coalesce(sum(${deposits.amount}) filter (where ${deposits.createdAt} >= ${toDate(day.start)}), 0)`,
      inPeriod: sql<string | number>`coalesce(sum(${deposits.amount}), 0)`,
    })
    .from(deposits)
    .where(
      and(
        eq(deposits.playerId, playerId),
        ne(deposits.status, "failed"),
        gte(deposits.createdAt, toDate(window.start)),
        lt(deposits.createdAt, toDate(window.end)),
        ...(except === undefined ? [] : [ne(deposits.id, except)]),
      ),
    );
  return { today: Number(row?.today ?? 0), inPeriod: Number(row?.inPeriod ?? 0) };
}

/** The player's limit and what they may deposit at `now` (what the wallet and the account show). */
export async function readDepositAllowance(
  db: DbOrTx,
  playerId: string,
  now: Temporal.Instant,
  caps: DepositCaps,
): Promise<{ stored: PlayerDepositLimit; allowance: DepositAllowance }> {
  const stored = await readDepositLimit(db, playerId, now);
  const totals = await depositTotals(db, playerId, stored.limit, now);
  return { stored, allowance: depositAllowance(stored.limit, totals, caps) };
}

/**
 * Refuses deposit `id` of `amount` (422, core's words telling what is left) when it would pass the
 * player's limit or a system maximum. Call inside the deposit's transaction after locking the wallet:
 * every deposit of the player is recorded under that lock, so the totals include each one before it.
 */
export async function assertDepositWithinLimits(
  tx: Tx,
  deposit: { id: string; playerId: string; amount: number },
  now: Temporal.Instant,
  caps: DepositCaps,
): Promise<void> {
  const { limit } = await readDepositLimit(tx, deposit.playerId, now);
  const totals = await depositTotals(tx, deposit.playerId, limit, now, deposit.id);
  const allowance = depositAllowance(limit, totals, caps);
  const refusal = depositRefusal(deposit.amount, allowance, caps);
  if (refusal)
    throw unprocessable(DEPOSIT_REFUSAL_CODES[refusal], depositRefusalText(refusal, allowance, caps));
}

/**
 * Sets (or with null removes) the player's deposit limit: at least as strict as the one in force it
 * applies now and drops a pending change; looser, it waits 7 days from `now`.
 */
export async function setDepositLimit(
  tx: Tx,
  playerId: string,
  next: DepositLimit | null,
  now: Temporal.Instant,
) {
  // The wallet lock orders this change after any deposit or change already under way (no lost update).
  await tx.select({ id: wallets.playerId }).from(wallets).where(eq(wallets.playerId, playerId)).for("update");
  const changed = depositLimitChange(await readDepositLimit(tx, playerId, now), next, now);
  const values = {
    period: changed.limit?.period ?? null,
    amount: changed.limit?.amount ?? null,
    pendingPeriod: changed.pending?.limit?.period ?? null,
    pendingAmount: changed.pending?.limit?.amount ?? null,
    pendingEffectiveAt: changed.pending ? toDate(changed.pending.effectiveAt) : null,
  };
  await tx
    .insert(depositLimits)
    .values({ playerId, ...values })
    .onConflictDoUpdate({ target: depositLimits.playerId, set: values });
}

/**
 * Weekly spend limits and the right to play (R-ENTITIES User limits, R-ROLES; R-SERVER Limits): reads the
 * player's stored limit and the Perth week's net spend, and writes a change. The rules (the spend week,
 * the player's maximum before the system's, a raise waiting 7 days, what is left) are core's
 * `spendWeekOf` and `wallet/weekly-limit.ts`.
 */
import {
  effectivePlayerLimit,
  type PlayerLimit,
  playerLimitChange,
  spendWeekOf,
  spentOfNet,
  type WeeklyLimitState,
  weeklyLimitState,
} from "@lotto/core";
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { DbOrTx, Tx } from "../db";
import { ledgerEntries, players, spendLimits, wallets } from "../db/schema/accounts";
import { toDate, toInstant } from "../db/time";
import type { LockedWallet } from "./ledger";
import { PlayerCannotPlayError, WalletNotFoundError } from "./wallet-errors";

type LimitRow = Pick<typeof spendLimits.$inferSelect, "playerMax" | "pendingMax" | "pendingEffectiveAt">;

/** The stored limit of a `spend_limits` row (none, or a LEFT JOIN's nulls: no limit of the player's own). */
const storedLimit = (row: LimitRow | null | undefined): PlayerLimit | null =>
  row
    ? {
        playerMax: row.playerMax,
        pendingMax: row.pendingMax,
        pendingEffectiveAt: row.pendingEffectiveAt ? toInstant(row.pendingEffectiveAt) : null,
      }
    : null;

async function effectiveRow(db: DbOrTx, playerId: string, now: Temporal.Instant) {
  const [row] = await db.select().from(spendLimits).where(eq(spendLimits.playerId, playerId));
  return effectivePlayerLimit(storedLimit(row), now);
}

/**
 * The ledger entries that count as the player's spend (purchase debits and their refunds, R-SERVER
 * Limits) from `from`, and before `to` when given.
 */
export const spendEntries = (playerId: string, from: Temporal.Instant, to?: Temporal.Instant) =>
  and(
    eq(ledgerEntries.playerId, playerId),
    inArray(ledgerEntries.kind, ["purchase", "refund"]),
    gte(ledgerEntries.createdAt, toDate(from)),
    ...(to === undefined ? [] : [lt(ledgerEntries.createdAt, toDate(to))]),
  );

/** The sum of the player's purchase debits and refunds in the Perth week containing `now` (≤ 0 when spent). */
function weekNetQuery(db: DbOrTx, playerId: string, now: Temporal.Instant) {
  const week = spendWeekOf(now);
  return db
    .select({ sum: sql<string | number>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(spendEntries(playerId, week.start, week.end));
}

/** The week's net as the database returns a sum (a string on PostgreSQL; none: nothing posted). */
const netOf = (net: string | number | null | undefined) => Number(net ?? 0);

/** Net spend in the Perth week containing `now`: purchase debits minus refunds, in cents. */
export async function weekSpend(db: DbOrTx, playerId: string, now: Temporal.Instant): Promise<number> {
  const [row] = await weekNetQuery(db, playerId, now);
  return spentOfNet(netOf(row?.sum));
}

/**
 * The select fields of the limit state (the player's `spend_limits` columns and the week's net spend
 * as a subquery), for a query that LEFT JOINs `spendLimits` on the player: {@link readLimits}, and the
 * purchase's locked read of its draws, which so reads the limit in the same round trip.
 */
export function limitFields(db: DbOrTx, playerId: string, now: Temporal.Instant) {
  return {
    playerMax: spendLimits.playerMax,
    pendingMax: spendLimits.pendingMax,
    pendingEffectiveAt: spendLimits.pendingEffectiveAt,
    weekNet: sql<string | number>`${weekNetQuery(db, playerId, now)}`,
  };
}

/** The limit state at `now` from a row of {@link limitFields} (none: the system maximum, nothing spent). */
export function limitStateFrom(
  row: (LimitRow & { weekNet: string | number | null }) | undefined,
  now: Temporal.Instant,
): WeeklyLimitState {
  return weeklyLimitState(storedLimit(row), netOf(row?.weekNet), now);
}

/**
 * The full limit state at `now`, in one query (the player's limit row and the week's spend). Inside
 * a purchase transaction it must run after the wallet lock, so its snapshot includes every purchase
 * and refund of the player committed before ours (they all post under that lock).
 */
export async function readLimits(
  db: DbOrTx,
  playerId: string,
  now: Temporal.Instant,
): Promise<WeeklyLimitState> {
  const [row] = await db
    .select(limitFields(db, playerId, now))
    .from(players)
    .leftJoin(spendLimits, eq(spendLimits.playerId, players.id))
    .where(eq(players.id, playerId));
  return limitStateFrom(row, now);
}

/** Cents the player may still spend this Perth week (call inside the purchase transaction). */
export async function remainingSpendLimit(
  tx: DbOrTx,
  playerId: string,
  now: Temporal.Instant,
): Promise<number> {
  return (await readLimits(tx, playerId, now)).remaining;
}

/**
 * Sets the player's own weekly maximum: at or below the current maximum it applies now (and drops a
 * pending raise); above it, it becomes a pending raise effective 7 days from `now`.
 */
export async function setPlayerLimit(tx: Tx, playerId: string, amount: number, now: Temporal.Instant) {
  const next = playerLimitChange(await effectiveRow(tx, playerId, now), amount, now);
  const values = {
    playerMax: next.playerMax,
    pendingMax: next.pendingMax,
    pendingEffectiveAt: next.pendingEffectiveAt ? toDate(next.pendingEffectiveAt) : null,
  };
  await tx
    .insert(spendLimits)
    .values({ playerId, ...values })
    .onConflictDoUpdate({ target: spendLimits.playerId, set: values });
}

/**
 * Locks the player's wallet (SELECT … FOR UPDATE) and checks in the same query that the player may
 * play (active, not self-excluded): a purchase's first step, one round trip.
 */
export async function lockPlayableWallet(
  tx: Tx,
  playerId: string,
  now: Temporal.Instant,
): Promise<LockedWallet> {
  const [row] = await tx
    .select({
      balance: wallets.balance,
      winnings: wallets.winnings,
      status: players.status,
      until: players.selfExcludedUntil,
    })
    .from(wallets)
    .innerJoin(players, eq(players.id, wallets.playerId))
    .where(eq(wallets.playerId, playerId))
    .for("update", { of: wallets });
  if (!row) throw new WalletNotFoundError();
  assertPlayable(row, now);
  return { balance: row.balance, winnings: row.winnings };
}

function assertPlayable(row: { status: string; until: Date | null } | undefined, now: Temporal.Instant) {
  if (row?.status !== "ACTIVE") throw new PlayerCannotPlayError();
  if (row.until && Temporal.Instant.compare(toInstant(row.until), now) > 0) throw new PlayerCannotPlayError();
}

/** Throws unless the player may purchase or deposit now: active and not self-excluded (R-ROLES). */
export async function assertCanPlay(
  tx: DbOrTx,
  playerId: string,
  now: Temporal.Instant = Temporal.Now.instant(),
): Promise<void> {
  const [row] = await tx
    .select({ status: players.status, until: players.selfExcludedUntil })
    .from(players)
    .where(eq(players.id, playerId));
  assertPlayable(row, now);
}

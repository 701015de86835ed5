/**
 * Weekly spend limits and the right to play (R-ENTITIES User limits, R-ROLES; R-SERVER Limits): the player's
 * own maximum takes precedence over the system's; lowering is immediate, a raise waits 7 days.
 */
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { DbOrTx, Tx } from "../db";
import { ledgerEntries, players, spendLimits, wallets } from "../db/schema/accounts";
import { toDate, toInstant } from "../db/time";
import { HttpError } from "../http/http-error";
import { perthWeekWindow } from "./perth-week";
import { PlayerCannotPlayError } from "./wallet-errors";

/** The system's weekly maximum for online play, in cents ($1,000). */
export const SYSTEM_WEEKLY_SPEND_LIMIT = 100_000;

/** How long a raise of the player's own maximum waits (responsible-gambling practice). */
export const RAISE_DELAY = Temporal.Duration.from({ hours: 7 * 24 });

/** The limit state as `GET /user/limits` reports it. */
export interface LimitState {
  playerMax: number | null;
  pendingMax: number | null;
  pendingEffectiveAt: Temporal.Instant | null;
  weekSpend: number;
  remaining: number;
}

type LimitRow = Pick<typeof spendLimits.$inferSelect, "playerMax" | "pendingMax" | "pendingEffectiveAt">;

/** The player's own maximum at `now`: a pending raise that is due counts as applied. */
function effective(row: LimitRow | null | undefined, now: Temporal.Instant) {
  if (!row) return { playerMax: null, pendingMax: null, pendingEffectiveAt: null };
  const due = row.pendingEffectiveAt && Temporal.Instant.compare(toInstant(row.pendingEffectiveAt), now) <= 0;
  if (due) return { playerMax: row.pendingMax, pendingMax: null, pendingEffectiveAt: null };
  return {
    playerMax: row.playerMax,
    pendingMax: row.pendingMax,
    pendingEffectiveAt: row.pendingEffectiveAt ? toInstant(row.pendingEffectiveAt) : null,
  };
}

async function effectiveRow(db: DbOrTx, playerId: string, now: Temporal.Instant) {
  const [row] = await db.select().from(spendLimits).where(eq(spendLimits.playerId, playerId));
  return effective(row, now);
}

/** The sum of the player's purchase debits and refunds in the Perth week containing `now` (≤ 0 when spent). */
function weekNetQuery(db: DbOrTx, playerId: string, now: Temporal.Instant) {
  const week = perthWeekWindow(now);
  return db
    .select({ sum: sql<string | number>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.playerId, playerId),
        inArray(ledgerEntries.kind, ["purchase", "refund"]),
        gte(ledgerEntries.createdAt, toDate(week.start)),
        lt(ledgerEntries.createdAt, toDate(week.end)),
      ),
    );
}

const spentFrom = (net: string | number | null | undefined) => Math.max(0, -Number(net ?? 0));

/** Net spend in the Perth week containing `now`: purchase debits minus refunds, in cents. */
export async function weekSpend(db: DbOrTx, playerId: string, now: Temporal.Instant): Promise<number> {
  const [row] = await weekNetQuery(db, playerId, now);
  return spentFrom(row?.sum);
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
): LimitState {
  const limit = effective(row, now);
  const spent = spentFrom(row?.weekNet);
  const max = limit.playerMax ?? SYSTEM_WEEKLY_SPEND_LIMIT;
  return { ...limit, weekSpend: spent, remaining: Math.max(0, max - spent) };
}

/**
 * The full limit state at `now`, in one query (the player's limit row and the week's spend). Inside
 * a purchase transaction it must run after the wallet lock, so its snapshot includes every purchase
 * and refund of the player committed before ours (they all post under that lock).
 */
export async function readLimits(db: DbOrTx, playerId: string, now: Temporal.Instant): Promise<LimitState> {
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
  const current = await effectiveRow(tx, playerId, now);
  const currentMax = current.playerMax ?? SYSTEM_WEEKLY_SPEND_LIMIT;
  const values =
    amount <= currentMax
      ? { playerMax: amount, pendingMax: null, pendingEffectiveAt: null }
      : {
          playerMax: current.playerMax,
          pendingMax: amount,
          pendingEffectiveAt: toDate(now.add(RAISE_DELAY)),
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
): Promise<{ balance: number }> {
  const [row] = await tx
    .select({ balance: wallets.balance, status: players.status, until: players.selfExcludedUntil })
    .from(wallets)
    .innerJoin(players, eq(players.id, wallets.playerId))
    .where(eq(wallets.playerId, playerId))
    .for("update", { of: wallets });
  if (!row) throw new HttpError(404, "WALLET_NOT_FOUND", "Resource not found.");
  assertPlayable(row, now);
  return { balance: row.balance };
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

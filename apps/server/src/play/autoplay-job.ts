/**
 * The autoplay job (docs/decisions.md "Autoplay"): buys each due autoplay exactly once per draw, on
 * whichever server instance runs it, however often. The database is the queue and decides who buys:
 *
 * - A sweep (every instance, on a timer; `plugins/autoplay-runner.ts`) finds the players with an active
 *   autoplay not yet decided for its game's next draw on sale (and, for a jackpot trigger, a jackpot on
 *   sale that reaches it): a draw opening for sale, or its jackpot being raised, makes them due.
 * - Each player's autoplays of a game are then decided in ONE transaction, as the player's own purchase
 *   is: the wallet lock first (serialising with purchases by hand, deposits and another instance's run
 *   for the same player), the autoplays claimed `FOR UPDATE SKIP LOCKED` (an edit in progress is left
 *   to the next sweep), the draw read under a shared lock (closing waits), the weekly limit read after
 *   the lock, and core's `decideAutoplays` applying the purchase rule to each.
 * - A bought draw is a normal purchase (group, ticket, covered draw, `purchase` ledger entry); every
 *   decision is an `autoplay_runs` row whose primary key (autoplay, draw) refuses a second, and the
 *   autoplay's `last_decided_draw` moves on. The player hears it through the notification centre
 *   (`autoplay-bought`, `autoplay-skipped`), announced on the channel draw results use.
 */
import { randomUUID } from "node:crypto";
import type { Coupon } from "@lotto/api";
import {
  type AutoplayOutcome,
  type AutoplayPlan,
  decideAutoplays,
  GAME_IDS,
  type GameId,
  gameById,
  PLAY_HISTORY_STATUS,
  playDaysOf,
  type WeekdayName,
} from "@lotto/core";
import { and, asc, eq, gt, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { BaseLogger } from "pino";
import type { Temporal } from "temporal-polyfill";
import type { Db, Tx } from "../db";
import { announce } from "../db/notification-channel";
import { writeInOneStatement } from "../db/one-statement";
import { autoplayRuns, autoplays } from "../db/schema/autoplays";
import { notifications } from "../db/schema/operations";
import { draws, purchaseGroups, ticketDraws, tickets } from "../db/schema/play";
import { openDraws } from "../draws/calendar";
import { cachedOpenDraws } from "../draws/open-draws-cache";
import { type LockedWallet, lockedPostingWrites, lockWallet } from "../wallet/ledger";
import { lockPlayableWallet, readLimits } from "../wallet/limits";
import { PlayerCannotPlayError, WalletNotFoundError } from "../wallet/wallet-errors";
import { targetFrom } from "./autoplay-entry";
import { purchaseConfigFrom } from "./purchase-config";

/** What one run of the job did. */
export interface AutoplayReport {
  bought: number;
  skipped: number;
}

type Row = typeof autoplays.$inferSelect;

/**
 * The players with an autoplay of `gameId` due now: active, draws left, not yet decided for the draw it
 * buys next (the first on sale, or its day's for one-day play) and, for a trigger, that draw's jackpot
 * reaching the threshold. Their locks then decide exactly; a waiting trigger costs no transaction.
 */
async function duePlayers(db: Db, gameId: GameId, now: Temporal.Instant): Promise<string[]> {
  const open = await cachedOpenDraws(db, gameId, now);
  const targets = [null, ...playDaysOf(gameById(gameId))].flatMap((day) => {
    const config = purchaseConfigFrom(gameId, open, day);
    const draw = config && open.find((d) => d.drawNumber === config.game_variables.next_draw_number);
    return draw ? [{ day, draw }] : [];
  });
  if (targets.length === 0) return [];
  const rows = await db
    .selectDistinct({ playerId: autoplays.playerId })
    .from(autoplays)
    .where(
      and(
        eq(autoplays.gameId, gameId),
        eq(autoplays.status, "active"),
        or(isNull(autoplays.drawsLeft), gt(autoplays.drawsLeft, 0)),
        or(
          ...targets.map(({ day, draw }) =>
            and(
              day === null ? isNull(autoplays.day) : eq(autoplays.day, day),
              or(isNull(autoplays.lastDecidedDraw), lt(autoplays.lastDecidedDraw, draw.drawNumber)),
              or(eq(autoplays.triggerKind, "every-draw"), lte(autoplays.threshold, draw.jackpot)),
            ),
          ),
        ),
      ),
    );
  return rows.map((r) => r.playerId);
}

/**
 * Runs the job once over every game: each due autoplay of each player bought or skipped. A player whose
 * run fails (rolled back whole) is logged and left to the next run; the others go on.
 */
export async function runAutoplays(
  db: Db,
  now: Temporal.Instant,
  log?: Pick<BaseLogger, "error">,
): Promise<AutoplayReport> {
  const report: AutoplayReport = { bought: 0, skipped: 0 };
  for (const gameId of GAME_IDS) {
    for (const playerId of await duePlayers(db, gameId, now)) {
      try {
        const done = await runPlayerAutoplays(db, playerId, gameId, now);
        report.bought += done.bought;
        report.skipped += done.skipped;
      } catch (error) {
        if (!log) throw error;
        log.error({ err: error, playerId, gameId }, "autoplay run of a player failed");
      }
    }
  }
  return report;
}

/** The wallet under its lock and whether the player may play (self-excluded, suspended, closed: not). */
async function lockPlayer(
  tx: Tx,
  playerId: string,
  now: Temporal.Instant,
): Promise<{ wallet: LockedWallet; mayPlay: boolean } | null> {
  try {
    return { wallet: await lockPlayableWallet(tx, playerId, now), mayPlay: true };
  } catch (error) {
    if (error instanceof WalletNotFoundError) return null;
    if (!(error instanceof PlayerCannotPlayError)) throw error;
    // The row is already locked by the query that found the player may not play.
    return { wallet: await lockWallet(tx, playerId), mayPlay: false };
  }
}

const planOf = (row: Row, cost: number): AutoplayPlan => ({
  id: row.id,
  status: row.status,
  trigger:
    row.triggerKind === "jackpot-at-least" && row.threshold !== null
      ? { kind: "jackpot-at-least", threshold: row.threshold }
      : { kind: "every-draw" },
  cost,
  drawsLeft: row.drawsLeft,
  lastDecidedDraw: row.lastDecidedDraw,
});

/** Decides one player's autoplays of one game in one transaction (see the file comment). */
export async function runPlayerAutoplays(
  db: Db,
  playerId: string,
  gameId: GameId,
  now: Temporal.Instant,
): Promise<AutoplayReport> {
  const written = await db.transaction(async (tx) => {
    const player = await lockPlayer(tx, playerId, now);
    if (!player) return { bought: 0, skipped: 0, ids: [] as number[] };
    const rows = await tx
      .select()
      .from(autoplays)
      .where(
        and(eq(autoplays.playerId, playerId), eq(autoplays.gameId, gameId), eq(autoplays.status, "active")),
      )
      .orderBy(asc(autoplays.id))
      .for("update", { skipLocked: true });
    const open = await openDraws(tx, gameId, now);
    // Autoplays of the same game may buy different draws (one-day play): each target draw in turn.
    const byDraw = new Map<number, { row: Row; cost: number | null }[]>();
    for (const row of rows) {
      const target = targetFrom(gameId, open, row.day as WeekdayName | null, row.coupon as Coupon);
      if (!target) continue;
      const list = byDraw.get(target.draw.drawNumber) ?? [];
      list.push({ row, cost: target.cost });
      byDraw.set(target.draw.drawNumber, list);
    }
    let wallet = player.wallet;
    const result = { bought: 0, skipped: 0, ids: [] as number[] };
    for (const [drawNumber, entries] of [...byDraw].sort(([a], [b]) => a - b)) {
      const [onSale] = await tx
        .select({ jackpot: draws.jackpot })
        .from(draws)
        .where(
          and(
            eq(draws.gameId, gameId),
            eq(draws.drawNumber, drawNumber),
            eq(draws.status, "open"),
            gt(draws.salesClose, now.toString()),
          ),
        )
        .for("share");
      const drawFacts = {
        drawNumber,
        onSale: onSale !== undefined,
        jackpot: onSale ? onSale.jackpot : (open.find((d) => d.drawNumber === drawNumber)?.jackpot ?? null),
      };
      const { remaining } = await readLimits(tx, playerId, now);
      const priced = entries.filter((e) => e.cost !== null);
      const outcomes: AutoplayOutcome[] = decideAutoplays(
        { balance: wallet.balance, remainingLimit: remaining, mayPlay: player.mayPlay },
        drawFacts,
        priced.map((e) => planOf(e.row, e.cost!)),
      );
      // An entry the game's rules no longer price for this draw is skipped when it would have been due.
      for (const e of entries.filter((x) => x.cost === null)) {
        const [due] = decideAutoplays(
          { balance: Number.MAX_SAFE_INTEGER, remainingLimit: Number.MAX_SAFE_INTEGER, mayPlay: true },
          { ...drawFacts, onSale: true },
          [planOf(e.row, 0)],
        );
        if (due?.outcome !== "wait") outcomes.push({ id: e.row.id, outcome: "skip", reason: "entry" });
      }
      const decided = await writeOutcomes(tx, playerId, gameId, drawNumber, outcomes, entries, wallet, now);
      wallet = decided.wallet;
      result.bought += decided.bought;
      result.skipped += decided.skipped;
      result.ids.push(...decided.ids);
    }
    if (result.ids.length > 0) {
      await announce(tx, { from: Math.min(...result.ids), to: Math.max(...result.ids) });
    }
    return result;
  });
  return { bought: written.bought, skipped: written.skipped };
}

/** Writes one draw's outcomes: purchases, runs, the autoplays' progress and the player's notifications. */
async function writeOutcomes(
  tx: Tx,
  playerId: string,
  gameId: GameId,
  drawNumber: number,
  outcomes: readonly AutoplayOutcome[],
  entries: readonly { row: Row }[],
  locked: LockedWallet,
  now: Temporal.Instant,
): Promise<{ wallet: LockedWallet; bought: number; skipped: number; ids: number[] }> {
  let wallet = locked;
  let paid = 0;
  let firstTicket: string | null = null;
  let firstSkip: Extract<AutoplayOutcome, { outcome: "skip" }>["reason"] | null = null;
  let bought = 0;
  let skipped = 0;
  const at = now.toString();
  for (const outcome of outcomes) {
    if (outcome.outcome === "wait") continue;
    const row = entries.find((e) => e.row.id === outcome.id)!.row;
    const progress = {
      lastDecidedDraw: drawNumber,
      updatedAt: at,
      ...(outcome.outcome === "buy" && row.drawsLeft !== null ? { drawsLeft: row.drawsLeft - 1 } : {}),
    };
    const advance = tx.update(autoplays).set(progress).where(eq(autoplays.id, row.id));
    if (outcome.outcome === "skip") {
      skipped++;
      firstSkip ??= outcome.reason;
      await writeInOneStatement(tx, [
        tx.insert(autoplayRuns).values({
          autoplayId: row.id,
          drawNumber,
          playerId,
          gameId,
          outcome: "skipped",
          reason: outcome.reason,
          at,
        }),
        advance,
      ]);
      continue;
    }
    const groupId = randomUUID();
    const ticketId = randomUUID();
    // The debit's checks (balance never below zero) run first: a refusal throws and writes nothing.
    const debit = lockedPostingWrites(
      tx,
      { playerId, kind: "purchase", amount: -outcome.cost, reference: `purchase:${groupId}`, at: now },
      wallet,
    );
    wallet = { balance: debit.balance, winnings: debit.winnings };
    await writeInOneStatement(tx, [
      ...debit.writes,
      tx.insert(purchaseGroups).values({
        id: groupId,
        playerId,
        // The purchases' own idempotency key: a second purchase of this autoplay and draw is refused.
        idempotencyKey: `autoplay:${row.id}:${drawNumber}`,
        status: "COMPLETED",
        total: outcome.cost,
        message: null,
        createdAt: at,
      }),
      tx.insert(tickets).values({
        id: ticketId,
        groupId,
        position: 0,
        playerId,
        gameId,
        coupon: row.coupon,
        drawNumbers: [drawNumber],
        cost: outcome.cost,
        status: PLAY_HISTORY_STATUS.PARTICIPATING,
        message: null,
        createdAt: at,
      }),
      tx.insert(ticketDraws).values({ ticketId, gameId, drawNumber }),
      tx.insert(autoplayRuns).values({
        autoplayId: row.id,
        drawNumber,
        playerId,
        gameId,
        outcome: "bought",
        ticketId,
        cost: outcome.cost,
        at,
      }),
      advance,
    ]);
    bought++;
    paid += outcome.cost;
    firstTicket ??= ticketId;
  }
  const ids: number[] = [];
  const base = { playerId, gameId, drawNumber, createdAt: sql`now()` };
  if (firstTicket !== null) {
    // A later run for the same draw (a new autoplay, a raised jackpot) adds to the draw's line.
    const rows = await tx
      .insert(notifications)
      .values({ ...base, kind: "autoplay-bought", amount: paid, ticketId: firstTicket })
      .onConflictDoUpdate({
        target: [notifications.playerId, notifications.kind, notifications.gameId, notifications.drawNumber],
        set: { amount: sql`${notifications.amount} + excluded.amount`, readAt: null },
      })
      .returning({ id: notifications.id });
    ids.push(...rows.map((r) => r.id));
  }
  if (firstSkip !== null) {
    const rows = await tx
      .insert(notifications)
      .values({ ...base, kind: "autoplay-skipped", reason: firstSkip })
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    ids.push(...rows.map((r) => r.id));
  }
  return { wallet, bought, skipped, ids };
}

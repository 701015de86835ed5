import type { Coupon } from "@lotto/api";
import {
  type AutoplayOutcome,
  type AutoplayPlan,
  decideAutoplays,
  GAME_IDS,
  type GameId,
  gameById,
  playDaysOf,
  type WeekdayName,
} from "@lotto/core";
import { and, asc, eq, gt, isNull, lt, lte, or } from "drizzle-orm";
import type { BaseLogger } from "pino";
import type { Temporal } from "temporal-polyfill";
import type { Db, Tx } from "../db";
import { announce } from "../db/notification-channel";
import { autoplays } from "../db/schema/autoplays";
import { draws } from "../db/schema/play";
import { openDraws } from "../draws/calendar";
import { cachedOpenDraws } from "../draws/open-draws-cache";
import { type LockedWallet, lockWallet } from "../wallet/ledger";
import { lockPlayableWallet, readLimits } from "../wallet/limits";
import { PlayerCannotPlayError, WalletNotFoundError } from "../wallet/wallet-errors";
import { targetFrom } from "./autoplay-entry";
import { type AutoplayRow, writeOutcomes } from "./autoplay-outcomes";
import { purchaseConfigFrom } from "./purchase-config";

/** What one run of the job did. */
export interface AutoplayReport {
  bought: number;
  skipped: number;
}

type Row = AutoplayRow;

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

/**
 * Past results for a new database (R-DRAW-ENGINE `results:seed --weeks N`; `npm start` seeds 8 weeks): the
 * draws of the last N weeks from lottery-core's schedule, each with a fresh seed, drawn and settled
 * oldest first by the same engine as live draws so jackpots roll over between them.
 */
import { drawsBefore, GAMES, type GameId } from "@lotto/core";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { notifications } from "../db/schema/operations";
import { draws } from "../db/schema/play";
import { drawRow } from "./calendar-seed";
import { calendarChanged } from "./calendar-version";
import { type SeededDraw, seedPastTickets } from "./demo-history";
import { type RunReport, runDueDraws } from "./draw-runner";

/** Weeks of results `npm start` seeds on a new database. */
export const DEFAULT_HISTORY_WEEKS = 8;

/**
 * Inserts and runs the past `weeks` of draws of every game; returns what the engine did. With
 * `tickets` (a new shop under `npm start`), the draws get crowd and demo-player tickets first.
 */
export async function seedHistory(
  db: Db,
  now: Temporal.Instant,
  weeks: number,
  options: { tickets?: boolean } = {},
): Promise<RunReport> {
  const seeded: SeededDraw[] = [];
  for (const game of GAMES) {
    const slots = drawsBefore(game.id, now, weeks * game.drawsPerWeek);
    const rows = slots.map((slot) => drawRow(slot, "closed"));
    if (rows.length === 0) continue;
    const inserted = await db.insert(draws).values(rows).onConflictDoNothing().returning({
      gameId: draws.gameId,
      drawNumber: draws.drawNumber,
      salesClose: draws.salesClose,
      seed: draws.seed,
    });
    seeded.push(...inserted.map((row) => ({ ...row, gameId: row.gameId as GameId })));
  }
  if (options.tickets) {
    seeded.sort((a, b) => a.drawNumber - b.drawNumber);
    await seedPastTickets(db, seeded, now);
  }
  await calendarChanged(db);
  const report = await runDueDraws(db, now);
  // A new shop's past draws are history, not news: their notifications are written read, so the demo
  // player does not open the shop to a celebration of an old win (docs/decisions.md "A moment for a win").
  if (options.tickets) await markSeededRead(db, seeded);
  return report;
}

async function markSeededRead(db: Db, seeded: readonly SeededDraw[]): Promise<void> {
  for (const game of GAMES) {
    const numbers = seeded.filter((d) => d.gameId === game.id).map((d) => d.drawNumber);
    if (numbers.length === 0) continue;
    await db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(notifications.gameId, game.id),
          inArray(notifications.drawNumber, numbers),
          isNull(notifications.readAt),
        ),
      );
  }
}

/** True when some draw has been drawn already (so a restart does not seed again). */
export async function hasResults(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ n: draws.drawNumber })
    .from(draws)
    .where(inArray(draws.status, ["drawn", "settled"]))
    .limit(1);
  return row !== undefined;
}

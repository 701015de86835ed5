/**
 * Past results for a new database (issue 5 `results:seed --weeks N`; `npm start` seeds 8 weeks): the
 * draws of the last N weeks from lottery-core's schedule, each with a fresh seed, drawn and settled
 * oldest first by the same engine as live draws so jackpots roll over between them.
 */
import { drawsBefore, GAMES } from "@lotto/core";
import { inArray } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { draws } from "../db/schema/play";
import { drawRow } from "./calendar-seed";
import { calendarChanged } from "./calendar-version";
import { type RunReport, runDueDraws } from "./draw-runner";

/** Weeks of results `npm start` seeds on a new database. */
export const DEFAULT_HISTORY_WEEKS = 8;

/** Inserts and runs the past `weeks` of draws of every game; returns what the engine did. */
export async function seedHistory(db: Db, now: Temporal.Instant, weeks: number): Promise<RunReport> {
  for (const game of GAMES) {
    const slots = drawsBefore(game.id, now, weeks * game.drawsPerWeek);
    const rows = slots.map((slot) => drawRow(slot, "closed"));
    if (rows.length > 0) await db.insert(draws).values(rows).onConflictDoNothing();
  }
  calendarChanged();
  return runDueDraws(db, now);
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

/**
 * Keeps the draw calendar (R-DRAW-ENGINE): every game's draws from lottery-core's schedule in Australia/Perth,
 * far enough ahead for the longest multi-week entry started at the furthest advance-play draw. Each new
 * draw gets a fresh CSPRNG seed whose SHA-256 commitment is public from the moment it opens.
 */
import { commitment, type DrawSlot, GAMES, type GameDefinition, gameById, upcomingDraws } from "@lotto/core";
import type { Temporal } from "temporal-polyfill";
import type { DbOrTx } from "../db";
import { draws } from "../db/schema/play";
import { calendarChanged } from "./calendar-version";
import { newDrawSeed } from "./draw-seed";

/** Draws a game must keep on sale: advance steps (up to 3 draws each) + the longest entry + a margin. */
export function calendarHorizon(game: GameDefinition): number {
  return game.advanceMax * 3 + game.multiWeekMax * game.drawsPerWeek + game.drawsPerEntry + 3;
}

/** A new calendar row for a scheduled draw, with its secret seed and public commitment. */
export function drawRow(slot: DrawSlot, status: "open" | "closed" = "open") {
  const seed = newDrawSeed();
  return {
    gameId: slot.gameId,
    drawNumber: slot.drawNumber,
    salesClose: slot.salesClose.toInstant().toString(),
    drawTime: slot.drawTime.toInstant().toString(),
    status,
    seed,
    commitment: commitment(seed),
    jackpot: gameById(slot.gameId).prizes.jackpot?.base ?? 0,
  };
}

/** Inserts the draws missing from the calendar up to each game's horizon; returns how many were added. */
export async function ensureCalendar(db: DbOrTx, now: Temporal.Instant): Promise<number> {
  let added = 0;
  for (const game of GAMES) {
    const rows = upcomingDraws(game.id, now, calendarHorizon(game)).map((slot) => drawRow(slot));
    const inserted = await db
      .insert(draws)
      .values(rows)
      .onConflictDoNothing()
      .returning({ n: draws.drawNumber });
    added += inserted.length;
  }
  if (added > 0) await calendarChanged(db);
  return added;
}

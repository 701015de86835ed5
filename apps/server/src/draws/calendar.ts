/**
 * Reads of the draw calendar (R-DRAW-ENGINE): the draws still on sale for a game, in draw order.
 */
import type { GameId } from "@lotto/core";
import { and, asc, eq, gt } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { DbOrTx } from "../db";
import { draws } from "../db/schema/play";

/** A draw row of the calendar. */
export type DrawRow = typeof draws.$inferSelect;

/** Draws of a game still selling at `now` (status open, sales close after now), in draw order (R-DRAW-ENGINE). */
export function openDraws(db: DbOrTx, gameId: GameId, now: Temporal.Instant): Promise<DrawRow[]> {
  return db
    .select()
    .from(draws)
    .where(and(eq(draws.gameId, gameId), eq(draws.status, "open"), gt(draws.salesClose, now.toString())))
    .orderBy(asc(draws.drawNumber));
}

/** A timestamptz as read by the drivers in string mode, as an ISO-8601 instant for the wire. */
export function isoInstant(value: string): string {
  return Temporal.Instant.from(value).toString();
}

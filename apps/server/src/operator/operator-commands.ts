/**
 * The operator's commands (R-DRAW-ENGINE): run a game's next draw now, list draws, seed past results, pay a
 * large win's claim; list, pay and reject withdrawals (wallet/withdrawals.ts, standing in for the
 * bank file). The
 * operator endpoint and the CLI's direct-database mode both call these, so they behave the same.
 */
import { type GameId, isGameId } from "@lotto/core";
import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db } from "../db";
import { draws } from "../db/schema/play";
import { isoInstant } from "../draws/calendar";
import { ensureCalendar } from "../draws/calendar-seed";
import { forceDraw } from "../draws/force-draw";
import { seedHistory } from "../draws/history-seed";
import { payClaim } from "../draws/pay-claim";
import { scheduleSpecialDraw } from "../draws/special-draws";
import { badRequest } from "../http/http-error";

/** One line of `draw:list`. */
export interface DrawListing {
  game: number;
  draw_number: number;
  status: string;
  sales_close: string;
  draw_time: string;
  commitment: string;
  winning_numbers: number[];
}

/** Checks an operator-supplied game id. */
export function operatorGameId(value: unknown): GameId {
  const id = Number(value);
  if (!isGameId(id)) throw badRequest(`Unknown game id ${String(value)}.`);
  return id;
}

/** An optional operator-supplied draw number (a whole number in the table's integer range). */
function optionalDrawNumber(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n) || n < 1 || n > 2_147_483_647)
    throw badRequest("draw must be a draw number.");
  return n;
}

/**
 * `draw:run --game N [--draw M]`: closes, draws and settles the game's next draw now, or draw M when
 * given (a special draw further ahead, say).
 */
export async function runDrawNow(db: Db, gameId: GameId, now: Temporal.Instant, draw?: unknown) {
  const drawNumber = optionalDrawNumber(draw);
  await ensureCalendar(db, now);
  const result = await forceDraw(db, gameId, now, drawNumber === undefined ? {} : { drawNumber });
  await ensureCalendar(db, now);
  if (!result) {
    throw badRequest(
      drawNumber === undefined
        ? `No open draw for game ${gameId}.`
        : `Draw ${drawNumber} of game ${gameId} is not open.`,
    );
  }
  const [row] = await db
    .select()
    .from(draws)
    .where(and(eq(draws.gameId, gameId), eq(draws.drawNumber, result.drawNumber)));
  return {
    ...result,
    winning_numbers: row?.winning ?? [],
    supplementary_numbers: row?.supplementary ?? [],
    powerball: row?.powerball ?? null,
    seed: row?.seed,
  };
}

const listing = (row: typeof draws.$inferSelect): DrawListing => ({
  game: row.gameId,
  draw_number: row.drawNumber,
  status: row.status,
  sales_close: isoInstant(row.salesClose),
  draw_time: isoInstant(row.drawTime),
  commitment: row.commitment,
  winning_numbers: row.winning ?? [],
});

/** `draw:list [--game N]`: the next draw on sale of each game, then the latest 20 draws run, newest first. */
export async function listDraws(db: Db, gameId?: GameId): Promise<DrawListing[]> {
  const game = gameId === undefined ? [] : [eq(draws.gameId, gameId)];
  const open = await db
    .select()
    .from(draws)
    .where(and(eq(draws.status, "open"), ...game))
    .orderBy(asc(draws.gameId), asc(draws.drawNumber));
  const nextOfEach = open.filter((row, i) => open.findIndex((r) => r.gameId === row.gameId) === i);
  const recent = await db
    .select()
    .from(draws)
    .where(and(ne(draws.status, "open"), ...game))
    .orderBy(desc(draws.drawTime))
    .limit(20);
  return [...nextOfEach, ...recent].map(listing);
}

/**
 * `draw:special --game N --title T (--draw M | --at 2026-12-02T18:30)`: names an open draw as a special
 * draw, or schedules an extra Saturday Lotto draw (R-STATES); remote config lists it while on sale.
 */
export async function specialDraw(db: Db, body: Record<string, unknown>, now: Temporal.Instant) {
  return scheduleSpecialDraw(
    db,
    {
      gameId: operatorGameId(body.game),
      title: body.title,
      description: body.description,
      drawNumber: optionalDrawNumber(body.draw),
      at: body.at,
      jackpot: body.jackpot,
    },
    now,
  );
}

/** `results:seed --weeks N`: fills N weeks of past results (1 to 52). */
export async function seedResults(db: Db, weeks: number, now: Temporal.Instant) {
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > 52)
    throw badRequest("weeks must be a whole number from 1 to 52.");
  return seedHistory(db, now, weeks);
}

/** `wins:pay --ticket ID`: pays a WINNING_NOT_YET_PAID ticket's claim once through the ledger. */
export async function payWin(db: Db, ticketId: unknown) {
  if (typeof ticketId !== "string" || ticketId.length === 0 || ticketId.length > 100)
    throw badRequest("ticket must be a ticket id.");
  return payClaim(db, ticketId);
}

/**
 * Special draws (R-ENTITIES remote config `specialEvents`, R-STATES special draw). An operator either names an
 * open draw as a special draw, or schedules an EXTRA Saturday Lotto draw. Core's calendar gives Saturday
 * Lotto's regular draws even numbers, so an extra draw between regular draws N and N+2 takes N+1: the
 * odd number R-STATES requires (core's `extraDrawSlot`, which also closes it like a regular draw). It is sold
 * as a one-draw entry (purchase config), and is run and settled by the same engine. Its jackpot is its own
 * (rollovers pass it by). The served remote config lists every special draw still on sale.
 */
import type { SpecialEventConfig } from "@lotto/api";
import { extraDrawSlot, GAMES, type GameId, gameById, PERTH } from "@lotto/core";
import { and, eq, gt } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { DbOrTx } from "../db";
import { draws } from "../db/schema/play";
import { badRequest, HttpError } from "../http/http-error";
import { isoInstant } from "./calendar";
import { drawRow } from "./calendar-seed";
import { calendarChanged } from "./calendar-version";
import { cachedOpenDraws } from "./open-draws-cache";

/** How far ahead an extra draw may be scheduled. */
export const EXTRA_DRAW_MAX_WEEKS = 26;

/** What the operator asks for: `draw` names an open draw, `at` (Perth local time) adds an extra one. */
export interface SpecialDrawRequest {
  gameId: GameId;
  title: unknown;
  description?: unknown;
  /** Checked by the caller: a whole draw number. */
  drawNumber?: number | undefined;
  at?: unknown;
  /** Division 1 jackpot of an extra draw in cents; the game's base jackpot when absent. */
  jackpot?: unknown;
}

function text(value: unknown, name: string, max: number): string {
  if (typeof value !== "string" || value.trim().length === 0 || value.trim().length > max) {
    throw badRequest(`${name} must be text of 1 to ${max} characters.`);
  }
  return value.trim();
}

function perthDateTime(value: unknown): Temporal.ZonedDateTime {
  try {
    if (typeof value !== "string") throw new TypeError();
    return Temporal.PlainDateTime.from(value).toZonedDateTime(PERTH);
  } catch {
    throw badRequest("at must be a Perth date and time, such as 2026-12-02T18:30.");
  }
}

/** Names an open draw, or schedules an extra one; answers the event as remote config will list it. */
export async function scheduleSpecialDraw(
  db: DbOrTx,
  request: SpecialDrawRequest,
  now: Temporal.Instant,
): Promise<SpecialEventConfig> {
  const title = text(request.title, "title", 80);
  const description =
    request.description === undefined ? null : text(request.description, "description", 300);
  const { drawNumber } = request;
  if ((drawNumber === undefined) === (request.at === undefined)) {
    throw badRequest("Give either draw (an open draw to name) or at (the time of an extra draw).");
  }
  const event =
    drawNumber === undefined
      ? await addExtraDraw(db, request, title, description, now)
      : await nameOpenDraw(db, request.gameId, drawNumber, title, description, now);
  await calendarChanged(db);
  return event;
}

async function nameOpenDraw(
  db: DbOrTx,
  gameId: GameId,
  drawNumber: number,
  title: string,
  description: string | null,
  now: Temporal.Instant,
): Promise<SpecialEventConfig> {
  const [row] = await db
    .update(draws)
    .set({ specialTitle: title, specialDescription: description })
    .where(
      and(
        eq(draws.gameId, gameId),
        eq(draws.drawNumber, drawNumber),
        eq(draws.status, "open"),
        gt(draws.salesClose, now.toString()),
      ),
    )
    .returning();
  if (!row) throw badRequest(`Draw ${drawNumber} of game ${gameId} is not on sale.`);
  return eventOf(row);
}

async function addExtraDraw(
  db: DbOrTx,
  request: SpecialDrawRequest,
  title: string,
  description: string | null,
  now: Temporal.Instant,
): Promise<SpecialEventConfig> {
  const { gameId } = request;
  const game = gameById(gameId);
  if (!game.extraDraws) {
    const carriers = GAMES.filter((g) => g.extraDraws).map((g) => g.name);
    throw badRequest(`Only ${carriers.join(", ")} has extra draws; name a regular draw with draw instead.`);
  }
  const drawTime = perthDateTime(request.at);
  const slot = extraDrawSlot(gameId, drawTime);
  if (!slot) throw badRequest(`${game.name} already draws at ${request.at as string}.`);
  if (Temporal.Instant.compare(slot.salesClose.toInstant(), now) <= 0) {
    throw badRequest("An extra draw must close after now.");
  }
  if (Temporal.Instant.compare(drawTime.toInstant(), now.add({ hours: 24 * 7 * EXTRA_DRAW_MAX_WEEKS })) > 0) {
    throw badRequest(`An extra draw can be at most ${EXTRA_DRAW_MAX_WEEKS} weeks ahead.`);
  }
  const regular = drawRow(slot);
  const jackpot = request.jackpot ?? regular.jackpot;
  if (typeof jackpot !== "number" || !Number.isSafeInteger(jackpot) || jackpot < 0) {
    throw badRequest("jackpot must be a whole number of cents, 0 or more.");
  }
  const [row] = await db
    .insert(draws)
    .values({ ...regular, jackpot, specialTitle: title, specialDescription: description, extra: true })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    throw new HttpError(
      409,
      "DRAW_EXISTS",
      `Draw ${slot.drawNumber} is already scheduled between draws ${slot.drawNumber - 1} and ${slot.drawNumber + 1}.`,
    );
  }
  return eventOf(row);
}

function eventOf(row: typeof draws.$inferSelect): SpecialEventConfig {
  return {
    game_id: row.gameId,
    draw_number: row.drawNumber,
    title: row.specialTitle ?? "",
    ...(row.specialDescription === null ? {} : { description: row.specialDescription }),
    sales_close: isoInstant(row.salesClose),
  };
}

/**
 * The special draws still on sale at `now`, in catalogue and draw order (R-ENTITIES specialEvents), from
 * the open-draws cache the purchases read.
 */
export async function openSpecialEvents(db: DbOrTx, now: Temporal.Instant): Promise<SpecialEventConfig[]> {
  const perGame = await Promise.all(GAMES.map((game) => cachedOpenDraws(db, game.id, now)));
  return perGame.flat().flatMap((row) => (row.specialTitle === null ? [] : [eventOf(row)]));
}

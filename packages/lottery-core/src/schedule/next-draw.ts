import { Temporal } from "temporal-polyfill";
import { gameById } from "../games/lookup";
import type { GameId } from "../model/entities";
import {
  calendarOf,
  type DrawSlot,
  drawByNumber,
  drawOnDay,
  epochDay,
  isDrawDay,
  PERTH,
} from "./draw-calendar";

/**
 * The draw on sale at `now`: the first whose sales close is strictly after `now` (R-GAMES draw days and
 * times; R-CORE schedule). Its draw time is later still. One zone conversion finds Perth's date; the
 * days are then counted in integers.
 */
export function nextDraw(gameId: GameId, now: Temporal.Instant): DrawSlot {
  const local = now.toZonedDateTimeISO(PERTH);
  const today = epochDay(local.toPlainDate());
  // Today's draw is still on sale only if its close is later today (Perth has no DST near close times).
  const start =
    Temporal.PlainTime.compare(local.toPlainTime(), calendarOf(gameId).close) < 0 ? today : today + 1;
  let day = start;
  while (!isDrawDay(gameId, day)) day++;
  return drawOnDay(gameId, day);
}

/** The regular draw after `slot` (R-VALIDATION draw-number stepping: +2 for Saturday Lotto and Super66). */
export function followingDraw(slot: DrawSlot): DrawSlot {
  return drawByNumber(slot.gameId, slot.drawNumber + gameById(slot.gameId).drawNumberStep)!;
}

/**
 * `count` consecutive draws from `first` (inclusive): the draws of a multi-week entry, or a Set for Life
 * entry's seven (R-GAMES). With `weekday`, only that weekday's draws (Millionaire Medley one-day play).
 */
export function consecutiveDraws(first: DrawSlot, count: number, weekday?: number): DrawSlot[] {
  const draws: DrawSlot[] = [];
  for (let slot = first; draws.length < count; slot = followingDraw(slot)) {
    if (weekday === undefined || slot.drawTime.dayOfWeek === weekday) draws.push(slot);
  }
  return draws;
}

/** The next `count` draws on sale at `now`, in order (R-GAMES; the server's draw calendar, R-DRAW-ENGINE). */
export function upcomingDraws(
  gameId: GameId,
  now: Temporal.Instant,
  count: number,
  weekday?: number,
): DrawSlot[] {
  return consecutiveDraws(nextDraw(gameId, now), count, weekday);
}

/** The last `count` draws whose draw time is at or before `now`, newest first (R-DRAW-ENGINE results history). */
export function drawsBefore(gameId: GameId, now: Temporal.Instant, count: number): DrawSlot[] {
  const step = gameById(gameId).drawNumberStep;
  let slot = nextDraw(gameId, now);
  const draws: DrawSlot[] = [];
  while (draws.length < count) {
    if (Temporal.Instant.compare(slot.drawTime.toInstant(), now) <= 0) draws.push(slot);
    slot = drawByNumber(gameId, slot.drawNumber - step)!;
  }
  return draws;
}

/**
 * An extra draw of a game whose regular draws step by 2 (R-STATES: a Saturday Lotto special draw has an
 * odd number), drawn at `drawTime`: between regular draws N and N+2 it is N+1, and it closes as long
 * before its draw as the regular draws do. Null for a game that numbers every draw (step 1) or when a
 * regular draw is at that very time.
 */
export function extraDrawSlot(gameId: GameId, drawTime: Temporal.ZonedDateTime): DrawSlot | null {
  const c = calendarOf(gameId);
  if (c.game.drawNumberStep !== 2) return null;
  const [before] = drawsBefore(gameId, drawTime.toInstant(), 1);
  if (!before || before.drawTime.equals(drawTime)) return null;
  const zoned = drawTime.withTimeZone(PERTH);
  return {
    gameId,
    drawNumber: before.drawNumber + 1,
    salesClose: zoned.subtract(c.close.until(c.draw)),
    drawTime: zoned,
  };
}

/**
 * Draw number an entry starts on with `advance` advance-play draws (R-LIMITS, R-CORE): a draw is a week
 * of the weekly games, a day of Cash 3 and Set for Life, and one Mon/Wed/Fri draw of Millionaire Medley.
 */
export function advanceDrawNumber(gameId: GameId, nextDrawNumber: number, advance: number): number {
  return nextDrawNumber + advance * gameById(gameId).drawNumberStep;
}

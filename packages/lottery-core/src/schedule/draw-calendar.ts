import { Temporal } from "temporal-polyfill";
import type { GameDefinition } from "../games/game-definition";
import { gameById } from "../games/lookup";
import type { GameId } from "../model/entities";

/** The shop's time zone (R-GAMES): every close and draw time is Perth time (no daylight saving). */
export const PERTH = "Australia/Perth";

/** One draw of a game: its number and its sales close and draw instants in Perth (R-GAMES, R-LIMITS). */
export interface DrawSlot {
  gameId: GameId;
  drawNumber: number;
  salesClose: Temporal.ZonedDateTime;
  drawTime: Temporal.ZonedDateTime;
}

/** Days since 1970-01-01 of a Perth calendar date (Hinnant's days-from-civil; R-GAMES schedule): integer maths, no zone lookups. */
export function epochDay(date: Temporal.PlainDate): number {
  const y = date.year - (date.month <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (date.month + (date.month > 2 ? -3 : 9)) + 2) / 5) + date.day - 1;
  return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
}

/** ISO weekday (1 Monday … 7 Sunday) of an epoch day (R-GAMES draw days); 1970-01-01 was a Thursday. */
export const weekdayOf = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;

/** Per-game facts the calendar needs on every call, computed once (R-GAMES, R-VALIDATION). */
export interface Calendar {
  game: GameDefinition;
  anchor: Temporal.PlainDate;
  anchorDay: number;
  anchorNumber: number;
  /** Days after the anchor, within one week, on which the game draws (the first is 0). */
  offsets: number[];
  close: Temporal.PlainTime;
  draw: Temporal.PlainTime;
}

const CALENDARS = new Map<GameId, Calendar>();

/** The cached calendar of a game (R-GAMES draw days and times). */
export function calendarOf(gameId: GameId): Calendar {
  let calendar = CALENDARS.get(gameId);
  if (!calendar) {
    const game = gameById(gameId);
    const anchor = Temporal.PlainDate.from(game.drawAnchor.date);
    const anchorDay = epochDay(anchor);
    const days = game.drawWeekdays as readonly number[];
    calendar = {
      game,
      anchor,
      anchorDay,
      anchorNumber: game.drawAnchor.drawNumber,
      offsets: [0, 1, 2, 3, 4, 5, 6].filter((d) => days.includes(weekdayOf(anchorDay + d))),
      close: Temporal.PlainTime.from(game.closeTime),
      draw: Temporal.PlainTime.from(game.drawTime),
    };
    CALENDARS.set(gameId, calendar);
  }
  return calendar;
}

/** True when the game draws on this epoch day (R-GAMES draw days). */
export function isDrawDay(gameId: GameId, day: number): boolean {
  return (calendarOf(gameId).game.drawWeekdays as readonly number[]).includes(weekdayOf(day));
}

/** The draw of a game on an epoch day that is a draw day, with its number and instants (R-GAMES, R-VALIDATION). */
export function drawOnDay(gameId: GameId, day: number): DrawSlot {
  const c = calendarOf(gameId);
  const since = day - c.anchorDay;
  const weeks = Math.floor(since / 7);
  const rest = since - weeks * 7;
  const index = weeks * c.offsets.length + c.offsets.filter((d) => d < rest).length;
  const date = c.anchor.add({ days: since });
  return {
    gameId,
    drawNumber: c.anchorNumber + index * c.game.drawNumberStep,
    salesClose: date.toZonedDateTime({ timeZone: PERTH, plainTime: c.close }),
    drawTime: date.toZonedDateTime({ timeZone: PERTH, plainTime: c.draw }),
  };
}

/**
 * The regular draw with this number, or null when no regular draw has it (off the step grid, e.g. an
 * odd Saturday Lotto number, which is a special draw; R-STATES, R-VALIDATION).
 */
export function drawByNumber(gameId: GameId, drawNumber: number): DrawSlot | null {
  const c = calendarOf(gameId);
  const index = (drawNumber - c.anchorNumber) / c.game.drawNumberStep;
  if (!Number.isInteger(index)) return null;
  const weeks = Math.floor(index / c.offsets.length);
  return drawOnDay(gameId, c.anchorDay + weeks * 7 + c.offsets[index - weeks * c.offsets.length]!);
}

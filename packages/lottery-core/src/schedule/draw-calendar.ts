import { Temporal } from "temporal-polyfill";
import { gameById } from "../games/lookup";
import type { GameId } from "../model/entities";

/** The shop's time zone (spec §1): every close and draw time is Perth time (no daylight saving). */
export const PERTH = "Australia/Perth";

/** One draw of a game: its number and its sales close and draw instants in Perth (spec §1, §9). */
export interface DrawSlot {
  gameId: GameId;
  drawNumber: number;
  salesClose: Temporal.ZonedDateTime;
  drawTime: Temporal.ZonedDateTime;
}

/**
 * A known draw per game that numbering counts from. OZ Lotto 1474 (17 May 2022) and Powerball 1410
 * (25 May 2023) are from games.md; the others are illustrative. Saturday Lotto and Super66 regular
 * draws take even numbers, leaving odd ones to special draws (spec §4, §5).
 */
const ANCHORS: Record<GameId, { date: string; drawNumber: number }> = {
  5127: { date: "2020-10-10", drawNumber: 4000 },
  5130: { date: "2022-05-17", drawNumber: 1474 },
  5132: { date: "2023-05-25", drawNumber: 1410 },
  5303: { date: "2024-05-20", drawNumber: 1 },
  2115: { date: "2020-10-10", drawNumber: 2000 },
  2116: { date: "2020-01-01", drawNumber: 5000 },
  5237: { date: "2020-03-23", drawNumber: 1 },
};

/** Days after the anchor, within one week, on which the game draws (the first is 0). */
function weekOffsets(gameId: GameId): number[] {
  const anchor = Temporal.PlainDate.from(ANCHORS[gameId].date);
  const days = gameById(gameId).drawWeekdays as readonly number[];
  return [0, 1, 2, 3, 4, 5, 6].filter((d) => days.includes(anchor.add({ days: d }).dayOfWeek));
}

/** True when the game draws on this Perth date (spec §1 draw days). */
export function isDrawDate(gameId: GameId, date: Temporal.PlainDate): boolean {
  return (gameById(gameId).drawWeekdays as readonly number[]).includes(date.dayOfWeek);
}

/** The draw of a game on a Perth date that is a draw day, with its number and instants (spec §1, §5). */
export function drawOnDate(gameId: GameId, date: Temporal.PlainDate): DrawSlot {
  const game = gameById(gameId);
  const anchor = ANCHORS[gameId];
  const days = Temporal.PlainDate.from(anchor.date).until(date, { largestUnit: "days" }).days;
  const weeks = Math.floor(days / 7);
  const rest = days - weeks * 7;
  const offsets = weekOffsets(gameId);
  const index = weeks * offsets.length + offsets.filter((d) => d < rest).length;
  const at = (time: string) =>
    date.toZonedDateTime({ timeZone: PERTH, plainTime: Temporal.PlainTime.from(time) });
  return {
    gameId,
    drawNumber: anchor.drawNumber + index * game.drawNumberStep,
    salesClose: at(game.closeTime),
    drawTime: at(game.drawTime),
  };
}

/**
 * The regular draw with this number, or null when no regular draw has it (off the step grid, e.g. an
 * odd Saturday Lotto number, which is a special draw; spec §4, §5).
 */
export function drawByNumber(gameId: GameId, drawNumber: number): DrawSlot | null {
  const anchor = ANCHORS[gameId];
  const index = (drawNumber - anchor.drawNumber) / gameById(gameId).drawNumberStep;
  if (!Number.isInteger(index)) return null;
  const offsets = weekOffsets(gameId);
  const weeks = Math.floor(index / offsets.length);
  const day = weeks * 7 + offsets[index - weeks * offsets.length]!;
  return drawOnDate(gameId, Temporal.PlainDate.from(anchor.date).add({ days: day }));
}

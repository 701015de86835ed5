import type { GameDefinition } from "../games/game-definition";
import { definitionOf, type GameRef } from "../games/lookup";

const digitsOr6 = (game: GameDefinition<number>) => (game.kind === "digits" ? game.pick : 6);

/**
 * Multi-draw counts (draws an entry plays) a game sells (R-GAMES, R-LIMITS): weekly games 1–10 weeks; Cash 3
 * one day or 1–4 weeks of 7 draws; Set for Life 1–10 weeks of 7 draws (an entry spans 7 draws);
 * Millionaire Medley 3-Day Play 1–10 weeks of 3 draws, or 1–10 draws of one weekday when `oneDay`.
 */
export function multiDrawCounts(ref: GameRef, oneDay = false): number[] {
  const game = definitionOf(ref);
  const perWeek = oneDay ? 1 : game.drawsPerWeek;
  const weeks = Array.from({ length: game.multiWeekMax }, (_, i) => (i + 1) * perWeek);
  // Cash 3 also sells a single day (R-CASH3 Slikpik: 1 day or 7/14/21/28 days).
  return game.singleDrawEntry ? [1, ...weeks] : weeks;
}

/**
 * Advance-play offset of `drawNumber` from `nextDrawNumber`, counted in draws of the game (R-VALIDATION): it
 * must be a whole number of draws and below `optionCount`, else null. Millionaire Medley is exempt
 * (its one-day play and special draws move by +1/+2 draws), so its offset is returned unchecked.
 */
export function advancePlayDrawCount(
  ref: GameRef,
  nextDrawNumber: number,
  drawNumber: number,
  optionCount: number,
): number | null {
  const game = definitionOf(ref);
  const draws = (drawNumber - nextDrawNumber) / game.drawNumberStep;
  if (game.weekdayPlay) return draws;
  return Number.isInteger(draws) && draws >= 0 && draws < optionCount ? draws : null;
}

/** The default slikpik option (R-LIMITS): 18 boards of 6 numbers (digit games: their digit count), one draw. */
export function defaultSlikpikOption(ref: GameRef): { boards: number; system: number; multidraw: number } {
  return { boards: 18, system: digitsOr6(definitionOf(ref)), multidraw: 1 };
}

import { gameById } from "../games/lookup";
import type { GameId } from "../model/entities";

/**
 * Multi-draw counts (draws an entry plays) a game sells (spec §1, §9): weekly games 1–10 weeks; Cash 3
 * one day or 1–4 weeks of 7 draws; Set for Life 1–10 weeks of 7 draws (an entry spans 7 draws);
 * Millionaire Medley 3-Day Play 1–10 weeks of 3 draws, or 1–10 draws of one weekday when `oneDay`.
 */
export function multiDrawCounts(gameId: GameId, oneDay = false): number[] {
  const game = gameById(gameId);
  const perWeek = oneDay ? 1 : game.drawsPerWeek;
  const weeks = Array.from({ length: game.multiWeekMax }, (_, i) => (i + 1) * perWeek);
  // Cash 3 also sells a single day (games.md §6 Slikpik: 1 day or 7/14/21/28 days).
  return gameId === 2116 ? [1, ...weeks] : weeks;
}

/**
 * Draws one advance-play step skips (spec §9, issue 2): a week of weekly games is 1 draw, a day of Cash 3
 * and Set for Life is 1 draw, a week of Millionaire Medley 3-Day Play is 3 draws (1 for one-day play).
 */
export function advanceStepDraws(gameId: GameId, oneDay = false): number {
  return gameId === 5303 && !oneDay ? 3 : 1;
}

/**
 * Advance-play offset of `drawNumber` from `nextDrawNumber` in steps (spec §5): it must be a whole
 * number of steps and below `optionCount`, else null. Millionaire Medley is exempt (special draws shift
 * it by single draws), so its offset is returned in draws, unchecked.
 */
export function advancePlayDrawCount(
  gameId: GameId,
  nextDrawNumber: number,
  drawNumber: number,
  optionCount: number,
  oneDay = false,
): number | null {
  const game = gameById(gameId);
  const draws = (drawNumber - nextDrawNumber) / game.drawNumberStep;
  if (gameId === 5303) return draws;
  const steps = draws / advanceStepDraws(gameId, oneDay);
  return Number.isInteger(steps) && steps >= 0 && steps < optionCount ? steps : null;
}

/** The default slikpik option (spec §9): 18 boards of 6 numbers (3 for game 2116), one draw. */
export function defaultSlikpikOption(gameId: GameId): { boards: number; system: number; multidraw: number } {
  return { boards: 18, system: gameId === 2116 ? 3 : 6, multidraw: 1 };
}

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
 * Advance-play offset of `drawNumber` from `nextDrawNumber`, counted in draws of the game (spec §5): it
 * must be a whole number of draws and below `optionCount`, else null. Millionaire Medley is exempt
 * (its one-day play and special draws move by +1/+2 draws), so its offset is returned unchecked.
 */
export function advancePlayDrawCount(
  gameId: GameId,
  nextDrawNumber: number,
  drawNumber: number,
  optionCount: number,
): number | null {
  const draws = (drawNumber - nextDrawNumber) / gameById(gameId).drawNumberStep;
  if (gameId === 5303) return draws;
  return Number.isInteger(draws) && draws >= 0 && draws < optionCount ? draws : null;
}

/** The default slikpik option (spec §9): 18 boards of 6 numbers (3 for game 2116), one draw. */
export function defaultSlikpikOption(gameId: GameId): { boards: number; system: number; multidraw: number } {
  return { boards: 18, system: gameId === 2116 ? 3 : 6, multidraw: 1 };
}

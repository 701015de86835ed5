import { binomial } from "../games/binomial";
import type { GameDefinition } from "../games/game-definition";
import type { DrawNumbers } from "../model/entities";
import { lottoDivision } from "./lotto-division";
import { systemGames } from "./system-games";

/** One standard game a System N board covers, and the division it wins in the draw (or null). */
export interface CoveredGame {
  numbers: number[];
  division: number | null;
}

/** The standard games of a System N board (R-ODDS system-entry explorer). */
export interface SystemCoverage {
  /** How many standard games the board covers: C(N, pick). */
  total: number;
  /** The first `limit` of them, each judged against the draw when one is given. */
  games: CoveredGame[];
}

/**
 * The standard games a lotto board of N numbers covers as System N (R-GAMESHEET system sizes), the first
 * `limit` listed, each with the division it wins in `draw` (null without a draw). `holdsPowerball` is
 * the board's Powerball matching, or true for powerpik (docs/decisions.md#d6).
 *
 * @example coverSystem(saturdayLotto, [1, 2, 3, 4, 5, 6, 7], 3).total // 7
 */
export function coverSystem(
  game: GameDefinition<number>,
  numbers: readonly number[],
  limit: number,
  draw: DrawNumbers | null = null,
  holdsPowerball = false,
): SystemCoverage {
  const winning = new Set(draw?.winning);
  const supplementary = new Set(draw?.supplementary);
  const judge = (picked: number[]) => {
    if (!draw) return null;
    const w = picked.filter((n) => winning.has(n)).length;
    const s = picked.filter((n) => !winning.has(n) && supplementary.has(n)).length;
    return lottoDivision(game, w, s, game.powerballMax === null || holdsPowerball);
  };
  return {
    total: numbers.length >= game.pick ? binomial(numbers.length, game.pick) : 0,
    games: systemGames(numbers, game.pick, limit).map((picked) => ({
      numbers: picked,
      division: judge(picked),
    })),
  };
}

import { binomial } from "../games/binomial";
import type { GameDefinition } from "../games/game-definition";
import type { DrawNumbers } from "../model/entities";
import { lottoDivision } from "./lotto-division";

/** Winning games of one board by division: `{division: games}`, only divisions won (R-CORE divisions). */
export type DivisionWins = Record<number, number>;

/**
 * Wins of one lotto board of N numbers played as System N with `pick` numbers a game, without expanding
 * it (R-GAMESHEET system sizes; R-CORE): with h winning and s supplementary numbers on the board and m
 * others, C(h,w)·C(s,u)·C(m,pick−w−u) of its games hold exactly w winning and u supplementary numbers.
 * `holdsPowerball` is the board's Powerball matching, or true for powerpik (docs/decisions.md#d6).
 */
export function lottoBoardWins(
  game: GameDefinition<number>,
  numbers: readonly number[],
  draw: DrawNumbers,
  holdsPowerball: boolean,
): DivisionWins {
  const winning = new Set(draw.winning);
  const supplementary = new Set(draw.supplementary);
  let h = 0;
  let s = 0;
  for (const n of numbers) {
    if (winning.has(n)) h++;
    else if (supplementary.has(n)) s++;
  }
  return winsByHits(game, numbers.length, h, s, holdsPowerball);
}

/**
 * Wins of a System `size` board holding `h` winning and `s` supplementary numbers (the formula of
 * {@link lottoBoardWins}, which the odds also use; R-CORE divisions, R-GAMESHEET division tables).
 */
export function winsByHits(
  game: GameDefinition<number>,
  size: number,
  h: number,
  s: number,
  holdsPowerball: boolean,
): DivisionWins {
  const m = size - h - s;
  const wins: DivisionWins = {};
  for (let w = 0; w <= Math.min(h, game.pick); w++) {
    for (let u = 0; u <= Math.min(s, game.pick - w); u++) {
      const division = lottoDivision(game, w, u, holdsPowerball);
      if (division === null) continue;
      const games = binomial(h, w) * binomial(s, u) * binomial(m, game.pick - w - u);
      if (games > 0) wins[division] = (wins[division] ?? 0) + games;
    }
  }
  return wins;
}

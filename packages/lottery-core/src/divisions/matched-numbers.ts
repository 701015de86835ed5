import type { GameDefinition } from "../games/game-definition";
import { boardJudging } from "../games/traits";
import type { DrawNumbers } from "../model/entities";

/**
 * The board's numbers the entry details mark as matched: digit games match by position, lotto games by
 * being among the drawn winning or supplementary numbers.
 */
export function matchedNumbers(
  game: GameDefinition<number>,
  numbers: readonly number[],
  drawn: DrawNumbers,
): number[] {
  if (boardJudging(game) !== "lotto") return numbers.filter((n, i) => drawn.winning[i] === n);
  const pool = new Set([...drawn.winning, ...drawn.supplementary]);
  return numbers.filter((n) => pool.has(n));
}

/** How one chosen number met the draw: among the winning numbers, among the supplementaries, or not. */
export type NumberMatch = "winning" | "supplementary" | "none";

/** A board against a draw, as the ticket details show it (docs/decisions.md "Tickets at a glance"). */
export interface BoardMatches {
  /** Per chosen number, in the board's order. */
  numbers: NumberMatch[];
  /** The board's Powerball is the drawn one (always with Powerpik); null for a game without one. */
  powerball: boolean | null;
}

/**
 * Each of a board's numbers against a draw, winning and supplementary matches told apart: digit games
 * match by position (a repeated digit only where it stands), lotto games by being drawn. `powerball` is
 * the board's own (0 for Powerpik, which holds every Powerball; docs/decisions.md#d6).
 */
export function boardMatches(
  game: GameDefinition<number>,
  numbers: readonly number[],
  powerball: number | null,
  drawn: DrawNumbers,
): BoardMatches {
  const byPosition = boardJudging(game) !== "lotto";
  const winning = new Set(drawn.winning);
  const supplementary = new Set(drawn.supplementary);
  return {
    numbers: numbers.map((n, i): NumberMatch => {
      if (byPosition) return drawn.winning[i] === n ? "winning" : "none";
      if (winning.has(n)) return "winning";
      return supplementary.has(n) ? "supplementary" : "none";
    }),
    powerball:
      game.powerballMax === null || powerball === null
        ? null
        : powerball === 0 || (drawn.powerball !== null && powerball === drawn.powerball),
  };
}

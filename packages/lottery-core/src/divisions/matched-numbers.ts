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

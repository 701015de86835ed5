import type { GameDefinition } from "../games/game-definition";
import type { DrawNumbers } from "../model/entities";
import { lottoDivision } from "./lotto-division";
import type { DivisionWins } from "./lotto-wins";

/**
 * Reference judge of a System N board by brute force (R-CORE: "System entries expand to C(N,k) games"):
 * walks every k-number game of the board and judges each. Slow on purpose; it exists so tests (ours and
 * the server's settlement tests, R-DRAW-ENGINE) can check {@link lottoBoardWins} against it.
 */
export function expandSystemWins(
  game: GameDefinition<number>,
  numbers: readonly number[],
  draw: DrawNumbers,
  holdsPowerball: boolean,
): DivisionWins {
  const wins: DivisionWins = {};
  const chosen: number[] = [];
  const visit = (start: number): void => {
    if (chosen.length === game.pick) {
      const w = chosen.filter((n) => draw.winning.includes(n)).length;
      const u = chosen.filter((n) => draw.supplementary.includes(n)).length;
      const division = lottoDivision(game, w, u, holdsPowerball);
      if (division !== null) wins[division] = (wins[division] ?? 0) + 1;
      return;
    }
    for (let i = start; i <= numbers.length - (game.pick - chosen.length); i++) {
      chosen.push(numbers[i]!);
      visit(i + 1);
      chosen.pop();
    }
  };
  visit(0);
  return wins;
}

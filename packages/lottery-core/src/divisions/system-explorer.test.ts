import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { binomial } from "../games/binomial";
import { gameById } from "../games/lookup";
import type { DrawNumbers } from "../model/entities";
import { arbLottoGame } from "../testing";
import { lottoBoardWins } from "./lotto-wins";
import { coverSystem } from "./system-explorer";

const saturday = gameById(5127);
const draw: DrawNumbers = { winning: [1, 2, 3, 4, 5, 6], supplementary: [7, 8], powerball: null };

describe("coverSystem (R-ODDS system-entry explorer)", () => {
  it("lists a System 7's 7 games, each judged against the draw", () => {
    const coverage = coverSystem(saturday, [7, 6, 5, 4, 3, 2, 1], 10, draw);
    expect(coverage.total).toBe(7);
    expect(coverage.games[0]).toEqual({ numbers: [1, 2, 3, 4, 5, 6], division: 1 });
    // Five winning numbers and the supplementary 7: Division 2.
    expect(coverage.games[1]).toEqual({ numbers: [1, 2, 3, 4, 5, 7], division: 2 });
  });

  it("caps the list but counts every game, and judges nothing without a draw", () => {
    const coverage = coverSystem(
      saturday,
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      5,
    );
    expect(coverage.total).toBe(38760);
    expect(coverage.games).toHaveLength(5);
    expect(coverage.games.every((g) => g.division === null)).toBe(true);
  });

  it("covers nothing when the board is short, and Powerball needs the Powerball held for Division 1", () => {
    expect(coverSystem(saturday, [1, 2, 3], 5)).toEqual({ total: 0, games: [] });
    const powerball = gameById(5132);
    const pbDraw: DrawNumbers = { winning: [1, 2, 3, 4, 5, 6, 7], supplementary: [], powerball: 9 };
    const numbers = [1, 2, 3, 4, 5, 6, 7];
    expect(coverSystem(powerball, numbers, 1, pbDraw, true).games[0]!.division).toBe(1);
    expect(coverSystem(powerball, numbers, 1, pbDraw, false).games[0]!.division).not.toBe(1);
  });

  it("property: the judged covered games add up to the board's system wins", () => {
    fc.assert(
      fc.property(
        arbLottoGame().chain((game) =>
          fc.record({
            game: fc.constant(game),
            board: fc.uniqueArray(fc.integer({ min: game.numberMin, max: game.numberMax }), {
              minLength: game.pick,
              maxLength: Math.min(game.pick + 4, game.numberMax - game.numberMin + 1),
            }),
            drawn: fc.shuffledSubarray(
              Array.from({ length: game.numberMax - game.numberMin + 1 }, (_, i) => game.numberMin + i),
              { minLength: game.pick + game.supplementaries, maxLength: game.pick + game.supplementaries },
            ),
            holds: fc.boolean(),
          }),
        ),
        ({ game, board, drawn, holds }) => {
          const d: DrawNumbers = {
            winning: drawn.slice(0, game.pick),
            supplementary: drawn.slice(game.pick),
            powerball: null,
          };
          const coverage = coverSystem(game, board, Number.POSITIVE_INFINITY, d, holds);
          expect(coverage.games).toHaveLength(binomial(board.length, game.pick));
          const summed: Record<number, number> = {};
          for (const { division } of coverage.games)
            if (division !== null) summed[division] = (summed[division] ?? 0) + 1;
          expect(summed).toEqual(lottoBoardWins(game, board, d, game.powerballMax === null || holds));
        },
      ),
      { numRuns: 60 },
    );
  });
});

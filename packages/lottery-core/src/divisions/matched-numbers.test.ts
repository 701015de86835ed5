import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gameById } from "../games/lookup";
import { arbBoardNumbers, arbDrawNumbers, arbGame } from "../testing";
import { boardMatches, matchedNumbers } from "./matched-numbers";

const SATURDAY_LOTTO = gameById(5127);
const POWERBALL = gameById(5132);
const SUPER66 = gameById(2115);

describe("boardMatches (the ticket details' matches, winning and supplementary apart)", () => {
  it("tells a winning match from a supplementary one", () => {
    const drawn = { winning: [3, 9, 12, 17, 22, 29], supplementary: [33, 40], powerball: null };
    expect(boardMatches(SATURDAY_LOTTO, [1, 3, 9, 33, 41, 44], null, drawn)).toEqual({
      numbers: ["none", "winning", "winning", "supplementary", "none", "none"],
      powerball: null,
    });
  });

  it("matches the board's Powerball, and Powerpik always", () => {
    const drawn = { winning: [1, 2, 3, 4, 5, 6, 7], supplementary: [], powerball: 14 };
    const numbers = [1, 2, 3, 10, 11, 12, 13];
    expect(boardMatches(POWERBALL, numbers, 14, drawn).powerball).toBe(true);
    expect(boardMatches(POWERBALL, numbers, 15, drawn).powerball).toBe(false);
    expect(boardMatches(POWERBALL, numbers, 0, drawn).powerball).toBe(true);
  });

  it("matches a digit game's digits by position, a repeated digit only where it stands", () => {
    const drawn = { winning: [4, 4, 1, 0, 9, 2], supplementary: [], powerball: null };
    expect(boardMatches(SUPER66, [4, 1, 1, 0, 4, 4], null, drawn).numbers).toEqual([
      "winning",
      "none",
      "winning",
      "winning",
      "none",
      "none",
    ]);
  });

  it("marks exactly the numbers the entry details count as matched", () => {
    fc.assert(
      fc.property(
        arbGame().chain((game) =>
          fc.tuple(fc.constant(game), arbBoardNumbers(game, game.pick), arbDrawNumbers(game)),
        ),
        ([game, numbers, drawn]) => {
          const { numbers: kinds } = boardMatches(game, numbers, null, drawn);
          const matched = numbers.filter((_, i) => kinds[i] !== "none");
          expect(matched).toEqual(matchedNumbers(game, numbers, drawn));
          for (const [i, kind] of kinds.entries()) {
            if (kind === "supplementary") expect(drawn.supplementary).toContain(numbers[i]);
            if (kind === "winning" && game.kind === "lotto") expect(drawn.winning).toContain(numbers[i]);
          }
        },
      ),
    );
  });
});

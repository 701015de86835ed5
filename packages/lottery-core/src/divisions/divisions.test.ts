import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gameById } from "../games/lookup";
import { entry, group } from "../model/coupon.test-support";
import type { Coupon, DrawNumbers } from "../model/entities";
import { arbLottoGame } from "../testing";
import { evaluateEntry } from "./evaluate-entry";
import { expandSystemWins } from "./expand-system";
import { lottoBoardWins } from "./lotto-wins";

const best = (c: Coupon, d: DrawNumbers) => evaluateEntry(c, d).best;

const saturday: DrawNumbers = { winning: [1, 2, 3, 4, 5, 6], supplementary: [7, 8], powerball: null };

describe("lotto divisions (R-GAMESHEET tables)", () => {
  it("judges Saturday Lotto's six divisions", () => {
    const cases: [number[], number | null][] = [
      [[1, 2, 3, 4, 5, 6], 1],
      [[1, 2, 3, 4, 5, 7], 2],
      [[1, 2, 3, 4, 5, 40], 3],
      [[1, 2, 3, 4, 40, 41], 4],
      [[1, 2, 3, 7, 40, 41], 5],
      [[1, 2, 3, 7, 8, 41], 5],
      [[1, 2, 3, 40, 41, 42], 6],
      [[1, 2, 7, 8, 40, 41], null],
    ];
    for (const [numbers, division] of cases)
      expect(best(entry(5127, [group(numbers)]), saturday)).toBe(division);
  });

  it("judges Millionaire Medley Division 6 as 1 or 2 winning plus both supplementaries", () => {
    expect(best(entry(5303, [group([1, 7, 8, 40, 41, 42])]), saturday)).toBe(6);
    expect(best(entry(5303, [group([1, 2, 7, 8, 41, 42])]), saturday)).toBe(6);
    expect(best(entry(5303, [group([7, 8, 40, 41, 42, 43])]), saturday)).toBeNull();
    expect(best(entry(5303, [group([1, 2, 3, 40, 41, 42])]), saturday)).toBeNull();
  });

  it("judges Powerball with and without the Powerball, and powerpik as holding it (docs/decisions.md#d6)", () => {
    const draw: DrawNumbers = { winning: [1, 2, 3, 4, 5, 6, 7], supplementary: [], powerball: 9 };
    const pb = (numbers: number[], powerball: number) =>
      best(entry(5132, [group(numbers, { powerball })]), draw);
    expect(pb([1, 2, 3, 4, 5, 6, 7], 9)).toBe(1);
    expect(pb([1, 2, 3, 4, 5, 6, 7], 8)).toBe(2);
    expect(pb([1, 2, 3, 4, 5, 6, 30], 9)).toBe(3);
    expect(pb([1, 2, 3, 4, 5, 6, 30], 8)).toBe(4);
    expect(pb([1, 2, 3, 4, 5, 30, 31], 9)).toBe(5);
    expect(pb([1, 2, 3, 4, 30, 31, 32], 9)).toBe(6);
    expect(pb([1, 2, 3, 4, 5, 30, 31], 8)).toBe(7);
    expect(pb([1, 2, 3, 30, 31, 32, 33], 9)).toBe(8);
    expect(pb([1, 2, 30, 31, 32, 33, 34], 9)).toBe(9);
    expect(pb([1, 2, 3, 4, 30, 31, 32], 8)).toBeNull();
    const powerpik = entry(5132, [group([1, 2, 3, 4, 5, 6, 7], { powerball: 0 })], { powerpik: true });
    expect(evaluateEntry(powerpik, draw).lines[0]!.wins).toEqual({ 1: 1 });
  });

  it("judges OZ Lotto and Set for Life supplementary divisions", () => {
    const oz: DrawNumbers = { winning: [1, 2, 3, 4, 5, 6, 7], supplementary: [8, 9, 10], powerball: null };
    expect(best(entry(5130, [group([1, 2, 3, 4, 5, 6, 8])]), oz)).toBe(2);
    expect(best(entry(5130, [group([1, 2, 3, 4, 5, 8, 9])]), oz)).toBe(4);
    expect(best(entry(5130, [group([1, 2, 3, 8, 9, 10, 40])]), oz)).toBe(7);
    expect(best(entry(5130, [group([1, 2, 3, 40, 41, 42, 43])]), oz)).toBeNull();
    const sfl: DrawNumbers = { winning: [1, 2, 3, 4, 5, 6, 7], supplementary: [8, 9], powerball: null };
    expect(best(entry(5237, [group([1, 2, 3, 4, 8, 40, 41])]), sfl)).toBe(6);
    expect(best(entry(5237, [group([1, 2, 3, 4, 40, 41, 42])]), sfl)).toBe(7);
    expect(best(entry(5237, [group([1, 2, 3, 9, 40, 41, 42])]), sfl)).toBe(8);
  });

  it("counts a System 8 Saturday Lotto board's 28 games by division", () => {
    const result = evaluateEntry(entry(5127, [group([1, 2, 3, 4, 5, 7, 40, 41])]), saturday);
    // 5 winning + supp 7 + 2 others: C(5,5)C(1,1)C(2,0)=1 Div 2; C(5,5)C(2,1)=2 Div 3; C(5,4)·C(1,1)·C(2,1)+C(5,4)·C(2,2)=15 Div 4.
    expect(result.lines[0]!.wins).toEqual({ 2: 1, 3: 2, 4: 15, 5: 10 });
    expect(result.best).toBe(2);
  });

  it("property: the fast system formula equals brute-force expansion, all lotto games", () => {
    const arbitrary = arbLottoGame().chain((game) =>
      fc.record({
        game: fc.constant(game),
        size: fc.integer({ min: game.pick, max: Math.min(game.pick + 6, game.numberMax) }),
        draw: fc.shuffledSubarray(
          Array.from({ length: game.numberMax }, (_, i) => i + 1),
          { minLength: game.pick + game.supplementaries, maxLength: game.pick + game.supplementaries },
        ),
        board: fc.shuffledSubarray(
          Array.from({ length: game.numberMax }, (_, i) => i + 1),
          { minLength: game.numberMax },
        ),
        holds: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(arbitrary, ({ game, size, draw, board, holds }) => {
        // Bias boards towards hits: half the numbers come from the draw.
        const numbers = [...new Set([...draw.slice(0, size >> 1), ...board])].slice(0, size);
        const d: DrawNumbers = {
          winning: draw.slice(0, game.pick),
          supplementary: draw.slice(game.pick),
          powerball: null,
        };
        expect(lottoBoardWins(game, numbers, d, holds)).toEqual(expandSystemWins(game, numbers, d, holds));
      }),
      { numRuns: 300 },
    );
  });

  it("gives each line its own result and the entry the best", () => {
    const result = evaluateEntry(
      entry(5127, [
        group([1, 2, 3, 40, 41, 42]),
        group([1, 2, 3, 4, 40, 41], { group_name: "B" }),
        group([40, 41, 42, 43, 44, 45], { group_name: "C" }),
      ]),
      saturday,
    );
    expect(result.lines.map((l) => [l.groupName, l.best])).toEqual([
      ["A", 6],
      ["B", 4],
      ["C", null],
    ]);
    expect(result.best).toBe(4);
    expect(evaluateEntry(entry(5127, [group([40, 41, 42, 43, 44, 45])]), saturday).best).toBeNull();
  });
});

describe("digit divisions", () => {
  const super66: DrawNumbers = { winning: [1, 2, 3, 4, 5, 6], supplementary: [], powerball: null };
  it("judges Super66 by first or last digits, highest only (R-SUPER66)", () => {
    const s66 = (numbers: number[]) => evaluateEntry(entry(2115, [group(numbers)]), super66).lines[0]!.wins;
    expect(s66([1, 2, 3, 4, 5, 6])).toEqual({ 1: 1 });
    expect(s66([1, 2, 3, 4, 5, 0])).toEqual({ 2: 1 });
    expect(s66([0, 2, 3, 4, 5, 6])).toEqual({ 2: 1 });
    expect(s66([1, 2, 3, 4, 0, 0])).toEqual({ 3: 1 });
    expect(s66([1, 2, 3, 0, 0, 6])).toEqual({ 4: 1 });
    expect(s66([1, 2, 0, 0, 0, 0])).toEqual({ 5: 1 });
    expect(s66([0, 0, 0, 0, 5, 6])).toEqual({ 5: 1 });
    expect(s66([1, 0, 3, 4, 5, 0])).toEqual({});
    expect(gameById(2115).divisions).toHaveLength(5);
  });

  it("judges Cash 3 by play type: exact, any 3-way/6-way, both", () => {
    const c3 = (numbers: number[], type: 1 | 2 | 4, winning: number[]) =>
      evaluateEntry(entry(2116, [group(numbers, { stake: 1, type })]), {
        winning,
        supplementary: [],
        powerball: null,
      }).lines[0]!.wins;
    expect(c3([1, 2, 3], 1, [1, 2, 3])).toEqual({ 1: 1 });
    expect(c3([3, 2, 1], 1, [1, 2, 3])).toEqual({});
    expect(c3([3, 2, 1], 2, [1, 2, 3])).toEqual({ 3: 1 });
    expect(c3([2, 1, 1], 2, [1, 1, 2])).toEqual({ 2: 1 });
    expect(c3([1, 2, 3], 4, [1, 2, 3])).toEqual({ 1: 1, 3: 1 });
    expect(c3([3, 1, 2], 4, [1, 2, 3])).toEqual({ 3: 1 });
    expect(c3([1, 2, 4], 4, [1, 2, 3])).toEqual({});
    expect(c3([7, 7, 7], 4, [7, 7, 7])).toEqual({ 1: 1 });
    expect(c3([7, 7, 7], 2, [7, 7, 7])).toEqual({});
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { arbLottoGame } from "../testing";
import { addBoard, deleteBoard, emptyBoard } from "./boards";
import { quickPickBoard } from "./quick-pick";
import { cryptoRng, randomInt, seededRng } from "./rng";

describe("randomInt (rejection sampling, no modulo bias)", () => {
  it("redraws words at or above the largest multiple of the bound", () => {
    // 2^32 mod 3 = 1, so 2^32 - 1 must be rejected: it would make 0 slightly more likely.
    const words = [2 ** 32 - 1, 7];
    const rng = () => words.shift()!;
    expect(randomInt(rng, 3)).toBe(1);
    expect(words).toEqual([]);
  });

  it("rejects bad bounds", () => {
    expect(() => randomInt(seededRng(1), 0)).toThrow(RangeError);
    expect(() => randomInt(seededRng(1), 1.5)).toThrow(RangeError);
  });

  it("property: stays in [0, bound)", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 2 ** 32 }), (seed, bound) => {
        const value = randomInt(seededRng(seed), bound);
        expect(value >= 0 && value < bound && Number.isInteger(value)).toBe(true);
      }),
    );
  });

  it("chi-square: 45 numbers are uniform under a seeded Rng (df 44, p = 0.001 critical 78.75)", () => {
    const rng = seededRng(20261122);
    const counts = new Array<number>(45).fill(0);
    const n = 90_000;
    for (let i = 0; i < n; i++) counts[randomInt(rng, 45)]! += 1;
    const expected = n / 45;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(78.75);
    // The test can fail: a biased generator (always 0 twice as often) is far above the threshold.
    const biased = counts.map((c, i) => (i === 0 ? c * 2 : c));
    expect(biased.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0)).toBeGreaterThan(78.75);
  });

  it("chi-square: quick-picked Saturday Lotto numbers are uniform over 1–45", () => {
    const rng = seededRng(7);
    const counts = new Array<number>(46).fill(0);
    const boards = 15_000;
    for (let i = 0; i < boards; i++) for (const n of quickPickBoard(5127, rng).numbers) counts[n]! += 1;
    const expected = (boards * 6) / 45;
    const chi = counts.slice(1).reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(78.75);
  });

  it("seeded streams repeat for a seed and differ between seeds; the crypto Rng gives 32-bit words", () => {
    const take = (rng: () => number) => Array.from({ length: 4 }, rng);
    expect(take(seededRng(5))).toEqual(take(seededRng(5)));
    expect(take(seededRng(5))).not.toEqual(take(seededRng(6)));
    const words = Array.from({ length: 600 }, cryptoRng());
    expect(words.every((w) => Number.isInteger(w) && w >= 0 && w < 2 ** 32)).toBe(true);
    expect(new Set(words).size).toBeGreaterThan(590);
  });
});

describe("quickPickBoard (R-VALIDATION quick pick)", () => {
  it("property: lotto boards hold unique sorted numbers in range, and a Powerball only on Powerball", () => {
    fc.assert(
      fc.property(arbLottoGame(), fc.integer(), fc.boolean(), (game, seed, pp) => {
        const system = game.systems[game.systems.length - 1]!;
        const board = quickPickBoard(game.id, seededRng(seed), { system, powerpik: pp });
        expect(board.numbers).toHaveLength(system);
        expect(new Set(board.numbers).size).toBe(system);
        expect(board.numbers).toEqual([...board.numbers].sort((a, b) => a - b));
        expect(board.numbers.every((n) => n >= 1 && n <= game.numberMax)).toBe(true);
        if (game.powerballMax === null || pp) expect(board.powerball).toBeNull();
        else expect(board.powerball! >= 1 && board.powerball! <= game.powerballMax).toBe(true);
      }),
    );
  });

  it("respects win_ball_max and powerball_max of the purchase config", () => {
    for (let seed = 0; seed < 50; seed++) {
      const board = quickPickBoard(5132, seededRng(seed), { winBallMax: 8, powerballMax: 2 });
      expect(board.numbers.every((n) => n <= 8)).toBe(true);
      expect([1, 2]).toContain(board.powerball);
    }
    expect(() => quickPickBoard(5127, seededRng(1), { winBallMax: 5 })).toThrow("Cannot pick 6 of 5");
  });

  it("gives Super66 and Cash 3 digits 0–9 (zero and repeats allowed), stake 50, type 1", () => {
    const digits = Array.from({ length: 400 }, (_, s) => quickPickBoard(2115, seededRng(s)).numbers);
    expect(digits.every((d) => d.length === 6 && d.every((n) => n >= 0 && n <= 9))).toBe(true);
    expect(digits.some((d) => d.includes(0))).toBe(true);
    expect(digits.some((d) => new Set(d).size < d.length)).toBe(true);
    expect(quickPickBoard(2116, seededRng(3))).toMatchObject({ powerball: null, stake: 50, type: 1 });
    expect(quickPickBoard(2116, seededRng(3)).numbers).toHaveLength(3);
  });
});

describe("boards (R-VALIDATION add/delete)", () => {
  it("adding increments the count, deleting removes that board and decrements", () => {
    const a = { ...emptyBoard(), numbers: [1] };
    const b = { ...emptyBoard(), numbers: [2] };
    const boards = addBoard(addBoard([], a), b);
    expect(boards).toHaveLength(2);
    expect(deleteBoard(boards, 0)).toEqual([b]);
    expect(deleteBoard(boards, 5)).toEqual(boards);
    expect(emptyBoard()).toEqual({ numbers: [], powerball: null, stake: 50, type: 1 });
  });
});

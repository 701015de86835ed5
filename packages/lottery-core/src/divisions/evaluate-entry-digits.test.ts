import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Coupon, DrawNumbers, GameDataGroup } from "../model/entities";
import { evaluateEntry } from "./evaluate-entry";

// Cash 3 and Super66 through the public evaluateEntry, against references written from R-SUPER66
// and R-ROLES the obvious way (permutations listed, digits compared one by one).

const digitsOf = (value: number, length: number) =>
  Array.from({ length }, (_, i) => Math.floor(value / 10 ** (length - 1 - i)) % 10);

const board = (numbers: number[], type: 1 | 2 | 4, i = 0): GameDataGroup => ({
  group_name: String(i),
  numbers,
  powerball: null,
  quickpick: 0,
  stake: 1,
  type,
});

const coupon = (game_id: 2115 | 2116, game_data: GameDataGroup[]): Coupon => ({
  game_id,
  advance_draw: 0,
  multi_draw: 1,
  system: 0,
  powerpik: false,
  game_data,
});

const drawOf = (winning: number[]): DrawNumbers => ({ winning, supplementary: [], powerball: null });

/** Every ordering of three digits, as strings; the set's size is the number of arrangements. */
function orderings(d: number[]): Set<string> {
  const [a, b, c] = d;
  return new Set([
    `${a}${b}${c}`,
    `${a}${c}${b}`,
    `${b}${a}${c}`,
    `${b}${c}${a}`,
    `${c}${a}${b}`,
    `${c}${b}${a}`,
  ]);
}

/**
 * R-CASH3: Exact order (all 3 digits in the drawn order) is Division 1; Any order pays 3-way
 * (Division 2) or 6-way (Division 3) by the drawn digits' arrangements, none for three equal digits;
 * Both pays Exact plus Any when the order is exact, only Any otherwise. Answers "division,division".
 */
function cash3Reference(played: string, drawn: string, arrangements: Set<string>, type: 1 | 2 | 4): string {
  const exact = played === drawn;
  const anyDivision = arrangements.size === 6 ? 3 : arrangements.size === 3 ? 2 : null;
  const wins: number[] = [];
  if ((type === 1 || type === 4) && exact) wins.push(1);
  if ((type === 2 || type === 4) && arrangements.has(played) && anyDivision !== null) wins.push(anyDivision);
  return wins.join();
}

/** R-SUPER66: first or last k digits in value, position and order; 6 → Division 1 … 2 → Division 5. */
function super66Reference(played: number[], drawn: number[]): Record<number, number> {
  for (let k = 6; k >= 2; k--) {
    const first = played.slice(0, k).join() === drawn.slice(0, k).join();
    const last = played.slice(6 - k).join() === drawn.slice(6 - k).join();
    if (first || last) return { [7 - k]: 1 };
  }
  return {};
}

describe("Cash 3 divisions, exhaustively (R-CASH3)", () => {
  const all = Array.from({ length: 1000 }, (_, v) => digitsOf(v, 3));
  const keys = all.map((d) => d.join(""));

  it("judges every one of the 1000 boards against every one of the 1000 draws, for each play type", () => {
    const mismatches: string[] = [];
    for (const type of [1, 2, 4] as const) {
      const entry = coupon(
        2116,
        all.map((numbers, i) => board(numbers, type, i)),
      );
      for (const drawn of all) {
        const drawnKey = drawn.join("");
        const arrangements = orderings(drawn);
        const result = evaluateEntry(entry, drawOf(drawn));
        let best: number | null = null;
        for (let i = 0; i < 1000; i++) {
          const line = result.lines[i]!;
          const expected = cash3Reference(keys[i]!, drawnKey, arrangements, type);
          const expectedBest = expected === "" ? null : Number(expected.split(",")[0]);
          // Every win is one game: the count of each division won is 1.
          const got = Object.entries(line.wins).every(([, games]) => games === 1)
            ? Object.keys(line.wins).sort().join()
            : "count";
          if (got !== expected || line.best !== expectedBest)
            mismatches.push(`type ${type} board ${keys[i]} draw ${drawnKey}: ${got} ≠ ${expected}`);
          if (expectedBest !== null && (best === null || expectedBest < best)) best = expectedBest;
        }
        if (result.best !== best) mismatches.push(`type ${type} draw ${drawnKey}: best ${result.best}`);
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  }, 60_000);

  it("pays the spec's own examples: 112 is 3-way, 123 is 6-way, 111 has no any-order prize", () => {
    const wins = (played: string, drawn: string, type: 1 | 2 | 4) =>
      evaluateEntry(coupon(2116, [board([...played].map(Number), type)]), drawOf([...drawn].map(Number)))
        .lines[0]!.wins;
    expect(wins("121", "112", 2)).toEqual({ 2: 1 });
    expect(wins("321", "123", 2)).toEqual({ 3: 1 });
    expect(wins("123", "123", 4)).toEqual({ 1: 1, 3: 1 });
    expect(wins("111", "111", 4)).toEqual({ 1: 1 });
    expect(wins("111", "111", 2)).toEqual({});
  });
});

describe("Super66 divisions (R-SUPER66)", () => {
  it("property: per line and best equal the first/last-digits reference", () => {
    const digits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 });
    // Boards share a prefix and/or suffix with the draw so every division occurs often.
    const played = fc.record({ own: digits, keepFirst: fc.nat({ max: 6 }), keepLast: fc.nat({ max: 6 }) });
    const arbitrary = fc.record({ drawn: digits, boards: fc.array(played, { minLength: 1, maxLength: 5 }) });
    fc.assert(
      fc.property(arbitrary, ({ drawn, boards }) => {
        const numbers = boards.map(({ own, keepFirst, keepLast }) =>
          own.map((d, i) => (i < keepFirst || i >= 6 - keepLast ? drawn[i]! : d)),
        );
        const result = evaluateEntry(
          coupon(
            2115,
            numbers.map((n, i) => board(n, 1, i)),
          ),
          drawOf(drawn),
        );
        const expected = numbers.map((n) => super66Reference(n, drawn));
        expect(result.lines.map((line) => line.wins)).toEqual(expected);
        const bests = expected.flatMap((wins) => Object.keys(wins).map(Number));
        expect(result.lines.map((line) => line.best)).toEqual(
          expected.map((wins) => Number(Object.keys(wins)[0] ?? Number.NaN) || null),
        );
        expect(result.best).toBe(bests.length ? Math.min(...bests) : null);
      }),
      { numRuns: 1000 },
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gameById } from "../games/lookup";
import type { Coupon, DrawNumbers, GameDataGroup, GameId } from "../model/entities";
import { evaluateEntry } from "./evaluate-entry";

// The public evaluateEntry against a reference written from R-GAMESHEET alone: every board is
// expanded into its C(N,k) games and each game is judged by the division tables below, copied from
// R-GAMESHEET (not from the catalogue), so a wrong table, a wrong fast formula or a wrong powerball rule
// in the code all fail here.

/** A game's tally: winning numbers held, supplementaries held, Powerball held. */
type Judge = (w: number, s: number, pb: boolean) => number | null;

const firstMatch =
  (rows: [division: number, wins: (w: number, s: number, pb: boolean) => boolean][]): Judge =>
  (w, s, pb) =>
    rows.find(([, wins]) => wins(w, s, pb))?.[0] ?? null;

/** R-SATURDAY-LOTTO, R-SCREENS, R-ENTITIES, R-STATES, R-CALLS division tables, first listed combination that matches wins. */
const GAMES_MD_TABLES: Record<number, Judge> = {
  5127: firstMatch([
    [1, (w) => w === 6],
    [2, (w, s) => w === 5 && s === 1],
    [3, (w) => w === 5],
    [4, (w) => w === 4],
    [5, (w, s) => w === 3 && (s === 1 || s === 2)],
    [6, (w) => w === 3],
  ]),
  5130: firstMatch([
    [1, (w) => w === 7],
    [2, (w, s) => w === 6 && s === 1],
    [3, (w) => w === 6],
    [4, (w, s) => w === 5 && s >= 1],
    [5, (w) => w === 5],
    [6, (w) => w === 4],
    [7, (w, s) => w === 3 && s >= 1],
  ]),
  5132: firstMatch([
    [1, (w, _s, pb) => w === 7 && pb],
    [2, (w) => w === 7],
    [3, (w, _s, pb) => w === 6 && pb],
    [4, (w) => w === 6],
    [5, (w, _s, pb) => w === 5 && pb],
    [6, (w, _s, pb) => w === 4 && pb],
    [7, (w) => w === 5],
    [8, (w, _s, pb) => w === 3 && pb],
    [9, (w, _s, pb) => w === 2 && pb],
  ]),
  5303: firstMatch([
    [1, (w) => w === 6],
    [2, (w, s) => w === 5 && s === 1],
    [3, (w) => w === 5],
    [4, (w) => w === 4],
    [5, (w, s) => w === 3 && (s === 1 || s === 2)],
    [6, (w, s) => (w === 1 || w === 2) && s === 2],
  ]),
  5237: firstMatch([
    [1, (w) => w === 7],
    [2, (w, s) => w === 6 && s === 1],
    [3, (w) => w === 6],
    [4, (w, s) => w === 5 && (s === 1 || s === 2)],
    [5, (w) => w === 5],
    [6, (w, s) => w === 4 && (s === 1 || s === 2)],
    [7, (w) => w === 4],
    [8, (w, s) => w === 3 && (s === 1 || s === 2)],
  ]),
};

/** R-GAMESHEET matrices: pick k from 1–max, supplementaries drawn, Powerball barrel. */
const MATRIX: Record<number, { pick: number; max: number; supps: number; powerball: number | null }> = {
  5127: { pick: 6, max: 45, supps: 2, powerball: null },
  5130: { pick: 7, max: 47, supps: 3, powerball: null },
  5132: { pick: 7, max: 35, supps: 0, powerball: 20 },
  5303: { pick: 6, max: 45, supps: 2, powerball: null },
  5237: { pick: 7, max: 44, supps: 2, powerball: null },
};
const LOTTO_IDS = [5127, 5130, 5132, 5303, 5237] as const;

/** Every k-subset of the board as a game, each judged on its own: the slow, obvious way. */
function bruteForceLine(id: number, numbers: number[], draw: DrawNumbers, holdsPowerball: boolean) {
  const { pick } = MATRIX[id]!;
  const judge = GAMES_MD_TABLES[id]!;
  const kind = numbers.map((n) =>
    draw.winning.includes(n) ? "w" : draw.supplementary.includes(n) ? "s" : "-",
  );
  const wins: Record<number, number> = {};
  const walk = (start: number, left: number, w: number, s: number): void => {
    if (left === 0) {
      const division = judge(w, s, holdsPowerball);
      if (division !== null) wins[division] = (wins[division] ?? 0) + 1;
      return;
    }
    for (let i = start; i <= numbers.length - left; i++)
      walk(i + 1, left - 1, w + (kind[i] === "w" ? 1 : 0), s + (kind[i] === "s" ? 1 : 0));
  };
  walk(0, pick, 0, 0);
  const divisions = Object.keys(wins).map(Number);
  return { wins, best: divisions.length ? Math.min(...divisions) : null };
}

function bruteForceEntry(coupon: Coupon, draw: DrawNumbers) {
  const lines = coupon.game_data.map((group) => {
    // Powerpik buys all 20 Powerballs, so the line holds the drawn one (R-POWERBALL, docs/decisions.md#d6).
    const holds = coupon.powerpik || group.powerball === draw.powerball;
    return { groupName: group.group_name, ...bruteForceLine(coupon.game_id, group.numbers, draw, holds) };
  });
  const bests = lines.flatMap((line) => (line.best === null ? [] : [line.best]));
  return { lines, best: bests.length ? Math.min(...bests) : null };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A draw of the game and an entry of 1–3 boards of `size` numbers, half of them biased towards hits. */
function entryAndDraw(id: GameId, sizes: fc.Arbitrary<number>, powerpik: boolean) {
  const m = MATRIX[id]!;
  const balls = range(1, m.max);
  return fc
    .record({
      drawn: fc.shuffledSubarray(balls, { minLength: m.pick + m.supps, maxLength: m.pick + m.supps }),
      drawnPowerball: m.powerball === null ? fc.constant(null) : fc.integer({ min: 1, max: m.powerball }),
      size: sizes,
      boards: fc.array(
        fc.record({
          fromDraw: fc.nat({ max: m.pick + m.supps }),
          pool: fc.shuffledSubarray(balls, { minLength: m.max, maxLength: m.max }),
          powerball: m.powerball === null ? fc.constant(null) : fc.integer({ min: 1, max: m.powerball }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    })
    .map(({ drawn, drawnPowerball, size, boards }) => {
      const draw: DrawNumbers = {
        winning: drawn.slice(0, m.pick),
        supplementary: drawn.slice(m.pick),
        powerball: drawnPowerball,
      };
      const game_data = boards.map(
        (board, i): GameDataGroup => ({
          group_name: String.fromCharCode(65 + i),
          numbers: [...new Set([...drawn.slice(0, board.fromDraw), ...board.pool])].slice(0, size),
          powerball: powerpik ? 0 : board.powerball,
          quickpick: 0,
          stake: 0,
          type: 1,
        }),
      );
      const coupon: Coupon = {
        game_id: id,
        advance_draw: 0,
        multi_draw: 1,
        system: size,
        powerpik,
        game_data,
      };
      return { coupon, draw };
    });
}

const check = ({ coupon, draw }: { coupon: Coupon; draw: DrawNumbers }) => {
  expect(evaluateEntry(coupon, draw)).toEqual(bruteForceEntry(coupon, draw));
};

describe("evaluateEntry equals brute-force expansion judged by R-GAMESHEET's tables (R-CORE divisions)", () => {
  it("property: standard and system entries of every lotto game, per line and best", () => {
    const arbitrary = fc.constantFrom(...LOTTO_IDS).chain((id) => {
      const systems = gameById(id).systems;
      const sizes = fc.constantFrom(...systems.filter((n) => n <= MATRIX[id]!.pick + 5));
      return entryAndDraw(id, sizes, false);
    });
    fc.assert(fc.property(arbitrary, check), { numRuns: 400 });
  });

  it("property: Powerball powerpik entries (Standard and System 8) hold the drawn Powerball", () => {
    const sizes = fc.constantFrom(...gameById(5132).powerpikSystems);
    fc.assert(fc.property(entryAndDraw(5132, sizes, true), check), { numRuns: 200 });
  });

  it("property: big Saturday Lotto systems 13–20 (System 20 = 38,760 games)", () => {
    const sizes = fc.integer({ min: 13, max: 20 });
    const single = entryAndDraw(5127, sizes, false).map(({ coupon, draw }) => ({
      coupon: { ...coupon, game_data: coupon.game_data.slice(0, 1) },
      draw,
    }));
    fc.assert(fc.property(single, check), { numRuns: 6 });
    // System 20 itself, holding every winning and supplementary number: all six divisions are won.
    const all = { winning: [1, 2, 3, 4, 5, 6], supplementary: [7, 8], powerball: null };
    const numbers = range(1, 20);
    const coupon: Coupon = {
      game_id: 5127,
      advance_draw: 0,
      multi_draw: 1,
      system: 20,
      powerpik: false,
      game_data: [{ group_name: "A", numbers, powerball: null, quickpick: 0, stake: 0, type: 1 }],
    };
    const result = evaluateEntry(coupon, all);
    expect(result).toEqual(bruteForceEntry(coupon, all));
    // Division 1: the one game of the six winning numbers; Division 2: C(6,5)·C(2,1) = 12 games.
    expect(result.lines[0]!.wins[1]).toBe(1);
    expect(result.lines[0]!.wins[2]).toBe(12);
    expect(Object.keys(result.lines[0]!.wins).map(Number)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("property: big Powerball and OZ Lotto systems (up to C(20,7) = 77,520 games)", () => {
    const big = fc.constantFrom(5132 as const, 5130 as const).chain((id) => {
      const systems = gameById(id).systems;
      return entryAndDraw(id, fc.integer({ min: systems.at(-1)! - 3, max: systems.at(-1)! }), false).map(
        ({ coupon, draw }) => ({ coupon: { ...coupon, game_data: coupon.game_data.slice(0, 1) }, draw }),
      );
    });
    fc.assert(fc.property(big, check), { numRuns: 3 });
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { EntryOptions } from "../model/entities";
import { defaultEntryOptions, recomputeEntryOptions } from "../pricing/entry-options";
import { seededRng } from "../quick-pick/rng";
import { purchaseConfigFor } from "../testing";
import {
  entryCost,
  entryCoupon,
  entryFromCoupon,
  fitBoards,
  isBoardComplete,
  pickBoard,
  restyleBoards,
} from "./game-entry-rules";

const saturday = purchaseConfigFor(5127, 85);
const powerball = purchaseConfigFor(5132, 132);
const cash3 = purchaseConfigFor(2116, 50);
const super66 = purchaseConfigFor(2115, 100);
const none = { boards: [], quickPicked: [] };

describe("game entry boards (R-STATES Game entry, R-VALIDATION quick pick)", () => {
  it("fits the boards to the priced count, keeping filled ones and adding empty ones", () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 50 }), fc.integer({ min: 4, max: 50 }), (from, to) => {
        const rng = seededRng(from);
        const start = recomputeEntryOptions(saturday, defaultEntryOptions(saturday), {
          numberOfBoards: String(from),
        });
        const filled = fitBoards(saturday, start, none, rng);
        const picked = { ...filled, boards: filled.boards.map(() => pickBoard(saturday, start, rng)) };
        const next = recomputeEntryOptions(saturday, start, { numberOfBoards: String(to) });
        const fitted = fitBoards(saturday, next, picked, rng);
        expect(fitted.boards).toHaveLength(to);
        expect(fitted.boards.slice(0, Math.min(from, to))).toEqual(
          picked.boards.slice(0, Math.min(from, to)),
        );
        expect(fitted.boards.slice(from).every((b) => b.numbers.length === 0)).toBe(true);
      }),
    );
  });

  it("draws every Super66 board again when the options change", () => {
    const options = defaultEntryOptions(super66);
    const first = fitBoards(super66, options, none, seededRng(1));
    const again = fitBoards(super66, options, first, seededRng(2));
    expect(again.boards).toHaveLength(first.boards.length);
    expect(again.boards).not.toEqual(first.boards);
    expect(
      again.boards.every((b) => b.numbers.length === 6 && b.numbers.every((d) => d >= 0 && d <= 9)),
    ).toBe(true);
    expect(again.quickPicked.every(Boolean)).toBe(true);
  });

  it("needs every number and, without powerpik, the Powerball", () => {
    const options = defaultEntryOptions(powerball);
    const board = { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: null, stake: 50 as const, type: 1 as const };
    expect(isBoardComplete(powerball, options, board)).toBe(false);
    expect(isBoardComplete(powerball, options, { ...board, powerball: 20 })).toBe(true);
    expect(isBoardComplete(powerball, { ...options, powerpik: true }, board)).toBe(true);
    expect(
      isBoardComplete(saturday, defaultEntryOptions(saturday), { ...board, numbers: [1, 2, 3, 4, 5] }),
    ).toBe(false);
  });

  it("styles Cash 3 boards by the set-all stake and play type, and leaves lotto boards alone", () => {
    const both: EntryOptions = {
      ...defaultEntryOptions(cash3),
      setAllBoards: { stake: 100, exact: true, any: true },
    };
    const entry = fitBoards(cash3, defaultEntryOptions(cash3), none, seededRng(3));
    expect(
      restyleBoards(cash3, both, entry, seededRng(9)).boards.every((b) => b.stake === 100 && b.type === 4),
    ).toBe(true);
    const any = { ...both, setAllBoards: { stake: 50 as const, exact: false, any: true } };
    expect(pickBoard(cash3, any, seededRng(4))).toMatchObject({ stake: 50, type: 2 });
    const lotto = fitBoards(saturday, defaultEntryOptions(saturday), none, seededRng(5));
    expect(restyleBoards(saturday, both, lotto, seededRng(6))).toBe(lotto);
  });

  it("property: on any order or both, a Cash 3 triple is quick-picked again or cleared; other boards keep their digits", () => {
    const triple = { numbers: [1, 1, 1], powerball: null, stake: 50 as const, type: 1 as const };
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 3, maxLength: 3 }), fc.boolean()),
        ),
        fc.boolean(),
        fc.constantFrom([false, true], [true, false], [true, true]),
        fc.integer(),
        (picked, withTriple, [exact, any], seed) => {
          const rows: [number[], boolean][] = withTriple
            ? [...picked, [triple.numbers, false], [[7, 7, 7], true]]
            : picked;
          const entry = {
            boards: rows.map(([numbers]) => ({ ...triple, numbers })),
            quickPicked: rows.map(([, quick]) => quick),
          };
          const options = {
            ...defaultEntryOptions(cash3),
            setAllBoards: { stake: 100 as const, exact, any },
          };
          const styled = restyleBoards(cash3, options, entry, seededRng(seed));
          const onlyExact = exact && !any;
          styled.boards.forEach((board, i) => {
            const [numbers, quick] = rows[i]!;
            const isTriple = new Set(numbers).size === 1;
            expect(board).toMatchObject({ stake: 100, type: any && exact ? 4 : any ? 2 : 1 });
            if (onlyExact || !isTriple) expect(board.numbers).toEqual(numbers);
            else if (quick) expect(new Set(board.numbers).size).toBeGreaterThan(1);
            else expect(board.numbers).toEqual([]);
          });
          expect(styled.quickPicked).toEqual(entry.quickPicked);
        },
      ),
    );
  });
});

describe("game entry coupon, price and cart ticket (R-ENTITIES, R-LIMITS)", () => {
  const options = defaultEntryOptions(saturday);
  const rng = seededRng(7);
  const boards = Array.from({ length: 4 }, () => pickBoard(saturday, options, rng));
  const entry = { boards, quickPicked: [true, true, true, true] };

  it("prices a Saturday Lotto standard entry of 4 games at 4 × 85 cents", () => {
    expect(entryCost(saturday, options, entry, null)).toBe(340);
  });

  it("prices Cash 3 by stake and play type: both at $1 is $2 a board", () => {
    const both: EntryOptions = {
      ...defaultEntryOptions(cash3),
      setAllBoards: { stake: 100, exact: true, any: true },
    };
    const cash = restyleBoards(cash3, both, fitBoards(cash3, both, none, seededRng(8)), seededRng(8));
    expect(entryCost(cash3, both, cash, null)).toBe(200 * cash.boards.length);
    expect(entryCoupon(cash3, both, cash).game_data[0]).toMatchObject({ stake: 2, type: 4 });
    expect(entryCoupon(cash3, both, cash).system).toBe(0);
  });

  it("keeps the price of a Cash 3 entry of 50 quick-picked boards", () => {
    const fifty = recomputeEntryOptions(cash3, defaultEntryOptions(cash3), { numberOfBoards: "50" });
    const quick = fitBoards(cash3, fifty, none, seededRng(9));
    const picked = {
      boards: quick.boards.map(() => pickBoard(cash3, fifty, seededRng(1))),
      quickPicked: quick.boards.map(() => true),
    };
    expect(entryCost(cash3, fifty, picked, 1234)).toBe(1234);
    expect(entryCost(cash3, fifty, picked, null)).toBe(2500);
  });

  it("sends powerpik as Powerball 0 and names groups A, B, …", () => {
    const pp = recomputeEntryOptions(powerball, defaultEntryOptions(powerball), { powerpik: true });
    const board = pickBoard(powerball, pp, seededRng(10));
    const coupon = entryCoupon(powerball, pp, { boards: [board], quickPicked: [false] });
    expect(coupon.game_data).toEqual([
      { group_name: "A", numbers: board.numbers, powerball: 0, quickpick: 0, stake: 0, type: 1 },
    ]);
    expect(entryCoupon(saturday, options, entry).game_data.map((g) => g.group_name)).toEqual([
      "A",
      "B",
      "C",
      "D",
    ]);
  });

  it("reads a coupon back into the same entry", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 8 }),
        fc.integer({ min: 1, max: 5 }),
        fc.nat(),
        (system, count, seed) => {
          const rng = seededRng(seed);
          const opts = recomputeEntryOptions(saturday, options, {
            system,
            numberOfBoards: String(system === 6 ? 4 : count),
          });
          const picked = Array.from({ length: Number(opts.numberOfBoards) }, () =>
            pickBoard(saturday, opts, rng),
          );
          const coupon = entryCoupon(saturday, opts, {
            boards: picked,
            quickPicked: picked.map(() => false),
          });
          const back = entryFromCoupon(saturday, options, coupon);
          expect(back.options).toMatchObject({
            system,
            numberOfBoards: opts.numberOfBoards,
            powerpik: false,
          });
          expect(back.boards.map((b) => b.numbers)).toEqual(picked.map((b) => b.numbers));
        },
      ),
    );
  });

  it("reads powerpik from Powerball 0 and the Cash 3 stake code from a favourite", () => {
    const group = {
      group_name: "A",
      numbers: [1, 2, 3, 4, 5, 6, 7],
      powerball: 0,
      quickpick: 0 as const,
      stake: 0 as const,
      type: 1 as const,
    };
    const pp = entryFromCoupon(powerball, defaultEntryOptions(powerball), { game_data: [group] });
    expect(pp.options).toMatchObject({ system: 7, powerpik: true, numberOfBoards: "1" });
    expect(pp.boards[0]?.powerball).toBeNull();
    const digits = { ...group, numbers: [4, 0, 4], powerball: null, stake: 2 as const, type: 2 as const };
    const cash = entryFromCoupon(cash3, defaultEntryOptions(cash3), { game_data: [digits, digits] });
    expect(cash.options).toMatchObject({
      system: 3,
      numberOfBoards: "2",
      setAllBoards: { stake: 100, exact: false, any: true },
    });
    expect(cash.boards[0]).toEqual({ numbers: [4, 0, 4], powerball: null, stake: 100, type: 2 });
  });
});

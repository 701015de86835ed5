import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Board, EntryOptions, PurchaseConfig } from "../model/entities";
import { defaultEntryOptions } from "../pricing/entry-options";
import { seededRng } from "../quick-pick/rng";
import { purchaseConfigFor } from "../testing";
import {
  addToCartBlocker,
  boardAfterPick,
  ENTRY_READINESS_TEXT,
  nextIncompleteBoard,
} from "./entry-readiness";
import { isBoardComplete, pickBoard } from "./game-entry-rules";

const saturday = purchaseConfigFor(5127, 85);
const powerball = purchaseConfigFor(5132, 132);
const cash3 = purchaseConfigFor(2116, 50);
const empty: Board = { numbers: [], powerball: null, stake: 50, type: 1 };

/** `count` boards, each full (a quick pick) or empty as `full` says. */
function boardsOf(
  config: PurchaseConfig,
  options: EntryOptions,
  full: readonly boolean[],
  seed = 1,
): Board[] {
  const rng = seededRng(seed);
  return full.map((f) => (f ? pickBoard(config, options, rng) : empty));
}

describe("why 'Add to cart' is disabled (R-STATES Game entry)", () => {
  const options = defaultEntryOptions(saturday);

  it("names the first empty board of Saturday Lotto's four and how many others are not full", () => {
    const boards = boardsOf(saturday, options, [true, false, true, false]);
    expect(addToCartBlocker(saturday, options, boards, 740)).toBe(
      "Board B is empty: pick 6 numbers or use Quick Pick. 1 more board is not full.",
    );
  });

  it("counts the numbers a board is short of, and a missing Powerball", () => {
    const pb = defaultEntryOptions(powerball);
    const short = { ...empty, numbers: [1, 2, 3, 4, 5] };
    expect(addToCartBlocker(powerball, pb, [short], 150)).toBe(ENTRY_READINESS_TEXT.short("A", 2, "numbers"));
    expect(addToCartBlocker(powerball, pb, [{ ...empty, numbers: [1, 2, 3, 4, 5, 6] }], 150)).toBe(
      "Board A needs 1 more number.",
    );
    const noPowerball = { ...empty, numbers: [1, 2, 3, 4, 5, 6, 7] };
    expect(addToCartBlocker(powerball, pb, [noPowerball], 150)).toBe("Board A needs its Powerball.");
    expect(addToCartBlocker(powerball, { ...pb, powerpik: true }, [noPowerball], 150)).toBeNull();
  });

  it("speaks of digits on a digit game", () => {
    const c3 = defaultEntryOptions(cash3);
    expect(addToCartBlocker(cash3, c3, [{ ...empty, numbers: [4] }], 100)).toBe(
      "Board A needs 2 more digits.",
    );
  });

  it("says when the options have no price, and nothing when the entry can be bought", () => {
    const full = boardsOf(saturday, options, [true, true, true, true]);
    expect(addToCartBlocker(saturday, options, full, null)).toBe(ENTRY_READINESS_TEXT.noPrice);
    expect(addToCartBlocker(saturday, options, full, 740)).toBeNull();
    expect(addToCartBlocker(saturday, options, [], 740)).toBe(ENTRY_READINESS_TEXT.noBoards);
  });

  it("is null exactly when every board is full and the entry is priced", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }), fc.boolean(), (full, priced) => {
        const boards = boardsOf(saturday, options, full);
        const reason = addToCartBlocker(saturday, options, boards, priced ? 740 : null);
        expect(reason === null).toBe(priced && full.every(Boolean));
        const first = full.indexOf(false);
        if (first >= 0) expect(reason).toContain(`Board ${String.fromCharCode(65 + first)} `);
      }),
    );
  });
});

describe("the board the picker shows next (R-STATES Game entry)", () => {
  const options = defaultEntryOptions(saturday);

  it("moves from a full board to the next one still to fill, round to the start", () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.integer({ min: 1, max: 1000 }),
        (full, at, seed) => {
          const index = at % full.length;
          const boards = boardsOf(saturday, options, full, seed);
          const next = boardAfterPick(saturday, options, boards, index);
          if (!full[index] || full.every(Boolean)) {
            expect(next).toBe(index);
            return;
          }
          expect(isBoardComplete(saturday, options, boards[next]!)).toBe(false);
          // No board still to fill lies between the full one and the one chosen.
          for (let i = (index + 1) % full.length; i !== next; i = (i + 1) % full.length)
            expect(full[i]).toBe(true);
        },
      ),
    );
  });

  it("finds the first board not full, or none", () => {
    expect(
      nextIncompleteBoard(saturday, options, boardsOf(saturday, options, [true, true, false, false])),
    ).toBe(2);
    expect(nextIncompleteBoard(saturday, options, boardsOf(saturday, options, [true, true]))).toBeNull();
  });
});

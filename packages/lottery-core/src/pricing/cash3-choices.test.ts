import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cash3BoardUnits } from "./cash3";
import {
  CASH3_PLAY_TYPES,
  CASH3_STAKES,
  cash3PlayFlags,
  cash3PlayTypeOf,
  hasCash3Choices,
  hasMedleyPlayTypes,
  parseCash3Stake,
} from "./cash3-choices";

describe("Cash 3 choices (R-LIMITS)", () => {
  it("offers the stakes 50c and $1 and the play types exact 1, any 2, both 4", () => {
    expect(CASH3_STAKES).toEqual([50, 100]);
    expect(CASH3_PLAY_TYPES.map((t) => [t.type, t.label])).toEqual([
      [1, "Exact"],
      [2, "Any"],
      [4, "Both"],
    ]);
    expect(CASH3_PLAY_TYPES.map((t) => cash3BoardUnits(100, t.type))).toEqual([2, 2, 4]);
  });

  it("knows which pages carry Cash 3 and Millionaire Medley choices", () => {
    expect(hasCash3Choices(2116)).toBe(true);
    expect(hasCash3Choices(5130)).toBe(false);
    expect(hasMedleyPlayTypes(5303)).toBe(true);
    expect(hasMedleyPlayTypes(2116)).toBe(false);
  });

  it("parses only the sold stakes", () => {
    expect(parseCash3Stake("100")).toBe(100);
    expect(parseCash3Stake(50)).toBe(50);
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(parseCash3Stake(String(n))).toBe(n === 50 || n === 100 ? n : null);
      }),
    );
  });

  it("maps the set-all-boards flags to play types and back", () => {
    expect(cash3PlayTypeOf({ exact: true, any: false })).toBe(1);
    expect(cash3PlayTypeOf({ exact: false, any: true })).toBe(2);
    expect(cash3PlayTypeOf({ exact: true, any: true })).toBe(4);
    expect(cash3PlayTypeOf({ exact: false, any: false })).toBe(1);
    for (const { type } of CASH3_PLAY_TYPES) expect(cash3PlayTypeOf(cash3PlayFlags(type))).toBe(type);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cash3BoardUnits } from "./cash3";
import {
  CASH3_PLAY_TYPES,
  cash3PlayFlags,
  cash3PlayTypeOf,
  hasCash3Choices,
  parseStake,
  stakeChoices,
} from "./cash3-choices";

describe("Cash 3 choices (R-LIMITS)", () => {
  it("offers the stakes 50c and $1 and the play types exact 1, any 2, both 4", () => {
    expect(stakeChoices(2116)).toEqual([50, 100]);
    expect(stakeChoices(5130)).toEqual([]);
    expect(CASH3_PLAY_TYPES.map((t) => [t.type, t.label])).toEqual([
      [1, "Exact"],
      [2, "Any"],
      [4, "Both"],
    ]);
    expect(CASH3_PLAY_TYPES.map((t) => cash3BoardUnits(2116, 100, t.type))).toEqual([2, 2, 4]);
  });

  it("knows which pages carry Cash 3 choices", () => {
    expect(hasCash3Choices(2116)).toBe(true);
    expect(hasCash3Choices(5130)).toBe(false);
  });

  it("parses only the sold stakes", () => {
    expect(parseStake(2116, "100")).toBe(100);
    expect(parseStake(2116, 50)).toBe(50);
    expect(parseStake(5130, 50)).toBeNull();
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(parseStake(2116, String(n))).toBe(n === 50 || n === 100 ? n : null);
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

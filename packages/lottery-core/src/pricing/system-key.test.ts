import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cash3BoardUnits, isCash3PlayType, skipsPriceRecompute, stakeFromCode, stakeToCode } from "./cash3";
import { effectiveSystem, parseSystemKey, systemKey, systemLabel } from "./system-key";

describe("system keys and labels (R-VALIDATION)", () => {
  it("keys systems by size, powerpik with a P", () => {
    expect(systemKey(7, false)).toBe("7");
    expect(systemKey(8, true)).toBe("P8");
    expect(parseSystemKey("P7")).toEqual({ system: 7, powerpik: true });
    expect(parseSystemKey("20")).toEqual({ system: 20, powerpik: false });
    expect(parseSystemKey("X7")).toBeNull();
  });

  it("property: parseSystemKey inverts systemKey", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.boolean(), (system, powerpik) => {
        expect(parseSystemKey(systemKey(system, powerpik))).toEqual({ system, powerpik });
      }),
    );
  });

  it("labels Standard and System N per game", () => {
    expect(systemLabel(5132, 7)).toBe("Standard");
    expect(systemLabel(5132, 8)).toBe("System 8");
    expect(systemLabel(5130, 7)).toBe("Standard");
    expect(systemLabel(5127, 6)).toBe("Standard");
    expect(systemLabel(5127, 7)).toBe("System 7");
    expect(systemLabel(5303, 6)).toBe("Standard");
    expect(systemLabel(5132, 7, true)).toBe("Powerpik");
    expect(systemLabel(5132, 8, true)).toBe("Powerpik System 8");
    expect(systemLabel(2116, 0)).toBe("Standard");
    expect(effectiveSystem(2115, 0)).toBe(6);
    expect(effectiveSystem(5127, 9)).toBe(9);
  });
});

describe("Cash 3 stakes and play types (R-LIMITS)", () => {
  it("maps stakes 50/100 to codes 1/2 and back", () => {
    expect([stakeToCode(2116, 50), stakeToCode(2116, 100)]).toEqual([1, 2]);
    expect([1, 2, 0, 3, 1.5].map((code) => stakeFromCode(2116, code))).toEqual([50, 100, null, null, null]);
    expect(stakeFromCode(5130, 1)).toBeNull();
  });

  it("knows play types 1, 2, 4 and doubles the stake for 4", () => {
    expect([1, 2, 3, 4].map(isCash3PlayType)).toEqual([true, true, false, true]);
    expect(cash3BoardUnits(2116, 50, 1)).toBe(1);
    expect(cash3BoardUnits(2116, 100, 2)).toBe(2);
    expect(cash3BoardUnits(2116, 50, 4)).toBe(2);
    expect(cash3BoardUnits(2116, 100, 4)).toBe(4);
  });

  it("skips price recomputation only for Cash 3 quick pick with 50 boards (R-VALIDATION)", () => {
    expect(skipsPriceRecompute(2116, 50, true)).toBe(true);
    expect(skipsPriceRecompute(2116, 49, true)).toBe(false);
    expect(skipsPriceRecompute(2116, 50, false)).toBe(false);
    expect(skipsPriceRecompute(2115, 50, true)).toBe(false);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardDefaultFlag, isDepositAllowed, minimumDepositCents } from "./deposit";
import { isGeoPinValid } from "./geo-pin";

describe("deposit minimum (R-VALIDATION, R-LIMITS)", () => {
  it("is $10 by default and minimum_deposit_amount in variant B", () => {
    expect(minimumDepositCents("A", 2500)).toBe(1000);
    expect(minimumDepositCents("B", 2500)).toBe(2500);
    expect(minimumDepositCents("B", null)).toBe(1000);
  });

  it("allows whole-cent amounts at or above the minimum only", () => {
    expect(isDepositAllowed(999, 1000)).toBe(false);
    expect(isDepositAllowed(1000, 1000)).toBe(true);
    expect(isDepositAllowed(1000.5, 1000)).toBe(false);
    expect(isDepositAllowed(0, 0)).toBe(false);
    fc.assert(
      fc.property(fc.nat(100000), fc.nat(100000), (a, m) => isDepositAllowed(a, m) === (a > 0 && a >= m)),
    );
  });

  it("stores a card as default when saved, unless told otherwise", () => {
    expect(cardDefaultFlag(true)).toBe(true);
    expect(cardDefaultFlag(false)).toBe(false);
    expect(cardDefaultFlag(true, false)).toBe(false);
    expect(cardDefaultFlag(false, true)).toBe(true);
  });
});

describe("geo bypass pin (R-VALIDATION)", () => {
  it("must equal the configured numeric pin", () => {
    expect(isGeoPinValid("4321", "4321")).toBe(true);
    expect(isGeoPinValid(" 4321 ", 4321)).toBe(true);
    expect(isGeoPinValid("1234", "4321")).toBe(false);
    expect(isGeoPinValid("", "")).toBe(false);
    expect(isGeoPinValid("abc", "abc")).toBe(false);
    expect(isGeoPinValid("4321", null)).toBe(false);
    expect(isGeoPinValid("4321", undefined)).toBe(false);
  });

  it("matches only the same digits", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,8}$/), fc.stringMatching(/^\d{1,8}$/), (a, b) => {
        expect(isGeoPinValid(a, b)).toBe(a === b);
      }),
    );
  });
});

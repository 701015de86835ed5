import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { abVariant } from "../platform/ab-variant";
import { DEFAULT_MINIMUM_DEPOSIT } from "../validation/deposit";
import {
  belowMinimumDepositText,
  DEPOSIT_MINIMUM_TEST,
  depositMinimumFor,
  parseDollars,
} from "./deposit-rules";
import { externalFailureText, waitSecondsLeft } from "./payment-countdown";
import { orderSavedCards, preferredCardId } from "./saved-cards";

describe("deposit minimum (R-VALIDATION)", () => {
  it("is $10 for everyone while no player is in variant B", () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(100_000), (playerId, amount) => {
        expect(depositMinimumFor({ playerId, weighting: 0, minimumDepositAmount: amount })).toBe(
          DEFAULT_MINIMUM_DEPOSIT,
        );
      }),
    );
  });

  it("is the service's minimum_deposit_amount in variant B, $10 when the service gives none", () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(100_000), (playerId, amount) => {
        expect(depositMinimumFor({ playerId, weighting: 1, minimumDepositAmount: amount })).toBe(amount);
        expect(depositMinimumFor({ playerId, weighting: 1, minimumDepositAmount: null })).toBe(1000);
      }),
    );
  });

  it("follows the player's A/B arm of the named test", () => {
    fc.assert(
      fc.property(fc.string(), fc.double({ min: 0, max: 1, noNaN: true }), (playerId, weighting) => {
        const variant = abVariant(DEPOSIT_MINIMUM_TEST, playerId, weighting);
        const minimum = depositMinimumFor({ playerId, weighting, minimumDepositAmount: 500 });
        expect(minimum).toBe(variant === "B" ? 500 : 1000);
      }),
    );
  });

  it("words the minimum in dollars and cents", () => {
    expect(belowMinimumDepositText(1000)).toBe("The minimum deposit is $10.00.");
    expect(belowMinimumDepositText(2550)).toBe("The minimum deposit is $25.50.");
  });
});

describe("parseDollars", () => {
  it("reads whole dollars, cents, a $ sign and thousands separators", () => {
    expect(parseDollars("25")).toBe(2500);
    expect(parseDollars(" $12.5 ")).toBe(1250);
    expect(parseDollars("$1,000.05")).toBe(100005);
  });

  it("refuses empty, zero, negative, over-precise and malformed amounts", () => {
    for (const text of ["", "0", "0.00", "-5", "1.234", "abc", "1,00", "$", "12.", "1e3"]) {
      expect(parseDollars(text)).toBeNull();
    }
  });

  it("round-trips any positive amount of cents written as dollars", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (cents) => {
        expect(parseDollars((cents / 100).toFixed(2))).toBe(cents);
      }),
    );
  });
});

const card = fc.record({ id: fc.uuid(), default: fc.boolean(), expired: fc.boolean() });

describe("saved cards (R-ENTITIES Card)", () => {
  it("lists the default first and expired cards last, keeping every card", () => {
    fc.assert(
      fc.property(fc.array(card, { maxLength: 8 }), (cards) => {
        const ordered = orderSavedCards(cards);
        expect(ordered).toHaveLength(cards.length);
        expect(new Set(ordered)).toEqual(new Set(cards));
        const firstExpired = ordered.findIndex((c) => c.expired);
        if (firstExpired >= 0) expect(ordered.slice(firstExpired).every((c) => c.expired)).toBe(true);
        const live = ordered.filter((c) => !c.expired);
        const firstPlain = live.findIndex((c) => !c.default);
        if (firstPlain >= 0) expect(live.slice(firstPlain).some((c) => c.default)).toBe(false);
      }),
    );
  });

  it("starts a deposit with the live default, else the first live card, never an expired one", () => {
    expect(
      preferredCardId([
        { id: "a", default: false, expired: false },
        { id: "b", default: true, expired: false },
      ]),
    ).toBe("b");
    expect(
      preferredCardId([
        { id: "a", default: true, expired: true },
        { id: "b", default: false, expired: false },
      ]),
    ).toBe("b");
    expect(preferredCardId([{ id: "a", default: true, expired: true }])).toBeNull();
    fc.assert(
      fc.property(fc.array(card, { maxLength: 8 }), (cards) => {
        const id = preferredCardId(cards);
        const chosen = cards.find((c) => c.id === id);
        if (cards.some((c) => !c.expired)) expect(chosen?.expired).toBe(false);
        else expect(id).toBeNull();
      }),
    );
  });
});

describe("external-failure countdown (R-ERRORS)", () => {
  it("counts whole seconds down to 0 exactly when the wait ends", () => {
    expect(waitSecondsLeft(5, 0)).toBe(5);
    expect(waitSecondsLeft(5, 1)).toBe(5);
    expect(waitSecondsLeft(5, 1000)).toBe(4);
    expect(waitSecondsLeft(5, 4999)).toBe(1);
    expect(waitSecondsLeft(5, 5000)).toBe(0);
    expect(waitSecondsLeft(5, -10)).toBe(5);
    fc.assert(
      fc.property(fc.nat(600), fc.nat(1_000_000), (wait, elapsed) => {
        const left = waitSecondsLeft(wait, elapsed);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(wait);
        expect(left === 0).toBe(elapsed >= wait * 1000);
      }),
    );
  });
});

describe("external-failure text (R-ERRORS)", () => {
  it("says how many seconds are left, then only the first sentence once the wait is over", () => {
    expect(externalFailureText(15)).toBe(
      "We're having trouble processing your request. Please wait 15 seconds before your next attempt. This helps us resolve the issue faster.",
    );
    expect(externalFailureText(0)).toBe("We're having trouble processing your request.");
  });
});

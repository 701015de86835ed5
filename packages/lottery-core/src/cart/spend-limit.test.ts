import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CART_OVER_LIMIT_TEXT,
  isOverSpendingLimit,
  maximumSpendLimit,
  shownSpendLimit,
  spendFigures,
} from "./spend-limit";

describe("spend limit (R-ENTITIES User limits, R-STATES Cart, R-LIMITS)", () => {
  it("shows the lesser of balance and remaining limit", () => {
    expect(shownSpendLimit(5000, 2000)).toBe(2000);
    expect(shownSpendLimit(1500, 20000)).toBe(1500);
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (balance, remaining) => {
        const shown = shownSpendLimit(balance, remaining);
        expect(shown).toBeLessThanOrEqual(balance);
        expect(shown).toBeLessThanOrEqual(remaining);
        expect([balance, remaining]).toContain(shown);
      }),
    );
  });

  it("shows beside the balance the available amount only when the remaining limit is lower", () => {
    expect(spendFigures(5000, 2000)).toEqual({ balance: 5000, available: 2000 });
    expect(spendFigures(1500, 20000)).toEqual({ balance: 1500, available: null });
    expect(spendFigures(1500, 1500)).toEqual({ balance: 1500, available: null });
    expect(spendFigures(1500, 0)).toEqual({ balance: 1500, available: 0 });
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (balance, remaining) => {
        const figures = spendFigures(balance, remaining);
        expect(figures.balance).toBe(balance);
        expect(figures.available).toBe(remaining < balance ? shownSpendLimit(balance, remaining) : null);
      }),
    );
  });

  it("warns only when the cart total exceeds the remaining limit", () => {
    expect(isOverSpendingLimit(2001, 2000)).toBe(true);
    expect(isOverSpendingLimit(2000, 2000)).toBe(false);
    expect(isOverSpendingLimit(999_999, null)).toBe(false);
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (t, r) => {
        expect(isOverSpendingLimit(t, r)).toBe(t > r);
      }),
    );
  });

  it("takes the player's own maximum before the system's", () => {
    const limits = (player: number | null, system: number | null) => ({
      online_remaining_spend_limit: 0,
      online_player_set_maximum_spend_limit: player,
      online_system_set_maximum_spend_limit: system,
    });
    expect(maximumSpendLimit(limits(10_000, 50_000))).toBe(10_000);
    expect(maximumSpendLimit(limits(80_000, 50_000))).toBe(80_000);
    expect(maximumSpendLimit(limits(0, 50_000))).toBe(0);
    expect(maximumSpendLimit(limits(null, 50_000))).toBe(50_000);
    expect(maximumSpendLimit(limits(null, null))).toBeNull();
  });

  it("has the spec's over-limit text", () => {
    expect(CART_OVER_LIMIT_TEXT).toBe("You have reached your spending limit. Please review your cart.");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { arbCartTicket, sampleTicket } from "./cart.test-support";
import {
  selectCartCount,
  selectCartTotal,
  selectExpiredCount,
  selectSpendingLimitWarning,
} from "./cart-selectors";
import { cartTotal } from "./cart-totals";

describe("cart totals and selectors (R-ENTITIES Cart state)", () => {
  it("adds ticket costs in cents", () => {
    expect(cartTotal([sampleTicket({ cost: 340 }), sampleTicket({ cost: 1585 })])).toBe(1925);
    expect(cartTotal([])).toBe(0);
  });

  it("is additive over any split of the cart and stays an integer", () => {
    fc.assert(
      fc.property(fc.array(arbCartTicket), fc.array(arbCartTicket), (a, b) => {
        expect(cartTotal([...a, ...b])).toBe(cartTotal(a) + cartTotal(b));
        expect(Number.isInteger(cartTotal(a))).toBe(true);
      }),
    );
  });

  it("selects total, counts and warning from a cart snapshot", () => {
    const snapshot = {
      context: {
        tickets: [sampleTicket({ cost: 340 }), sampleTicket({ id: "t-2", cost: 2375 })],
        expiredTickets: [sampleTicket({ id: "t-0" })],
        spendingLimitWarning: true,
      },
    };
    expect(selectCartTotal(snapshot)).toBe(2715);
    expect(selectCartCount(snapshot)).toBe(2);
    expect(selectExpiredCount(snapshot)).toBe(1);
    expect(selectSpendingLimitWarning(snapshot)).toBe(true);
  });
});

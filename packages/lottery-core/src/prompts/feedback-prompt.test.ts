import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shouldAskForFeedback } from "./feedback-prompt";

const roll = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe("feedback prompt after a purchase or deposit (R-ENTITIES coefficient, R-STATES)", () => {
  it("never asks a player the server says is not eligible", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), roll, (coefficient, r) => {
        expect(shouldAskForFeedback({ eligible: false, coefficient, roll: r })).toBe(false);
      }),
    );
  });

  it("asks every eligible player at 100 or more and none at 0 or less", () => {
    fc.assert(
      fc.property(
        roll,
        fc.double({ min: 100, noNaN: true }),
        fc.double({ max: 0, noNaN: true }),
        (r, hi, lo) => {
          expect(shouldAskForFeedback({ eligible: true, coefficient: hi, roll: r })).toBe(true);
          expect(shouldAskForFeedback({ eligible: true, coefficient: lo, roll: r })).toBe(false);
        },
      ),
    );
  });

  it("asks the coefficient's share of rolls", () => {
    expect(shouldAskForFeedback({ eligible: true, coefficient: 20, roll: 0.19 })).toBe(true);
    expect(shouldAskForFeedback({ eligible: true, coefficient: 20, roll: 0.2 })).toBe(false);
    expect(shouldAskForFeedback({ eligible: true, coefficient: Number.NaN, roll: 0 })).toBe(false);
  });

  it("asks more often as the coefficient rises", () => {
    fc.assert(
      fc.property(
        roll,
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (r, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          if (shouldAskForFeedback({ eligible: true, coefficient: low, roll: r })) {
            expect(shouldAskForFeedback({ eligible: true, coefficient: high, roll: r })).toBe(true);
          }
        },
      ),
    );
  });
});

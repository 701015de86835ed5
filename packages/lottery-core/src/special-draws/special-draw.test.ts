import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSpecialDrawApplicable, type SpecialDrawContext } from "./special-draw";

const ready: SpecialDrawContext = {
  gameId: 5127,
  specialDrawNumber: 4321,
  upcomingDrawNumber: 4319,
  salesCloseDate: "2026-12-31T18:00:00+08:00",
  hasEntryOptions: true,
};

describe("special draws (R-STATES)", () => {
  it("applies to Saturday Lotto only for an odd draw number", () => {
    expect(isSpecialDrawApplicable(ready)).toBe(true);
    expect(isSpecialDrawApplicable({ ...ready, specialDrawNumber: 4322 })).toBe(false);
    expect(isSpecialDrawApplicable({ ...ready, gameId: 5128, specialDrawNumber: 4322 })).toBe(false);
    expect(isSpecialDrawApplicable({ ...ready, gameId: 5303, specialDrawNumber: 4322 })).toBe(true);
  });

  it("property: needs a number, an upcoming draw, a close date and entry options", () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 9999 }), { nil: null }),
        fc.option(fc.integer({ min: 1, max: 9999 }), { nil: undefined }),
        fc.constantFrom("", null, "2026-12-31"),
        fc.boolean(),
        fc.constantFrom(5127, 5130, 5303),
        (number, upcoming, close, options, gameId) => {
          const result = isSpecialDrawApplicable({
            gameId,
            specialDrawNumber: number,
            upcomingDrawNumber: upcoming,
            salesCloseDate: close,
            hasEntryOptions: options,
          });
          const expected =
            number !== null &&
            (gameId !== 5127 || number % 2 === 1) &&
            upcoming !== undefined &&
            Boolean(close) &&
            options;
          expect(result).toBe(expected);
        },
      ),
    );
  });
});

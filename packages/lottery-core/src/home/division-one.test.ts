import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { divisionOneState } from "./division-one";

describe("divisionOneState (R-HOME: division-one winners open the dividends dialog)", () => {
  it("reads winners, no winners and missing division-one data", () => {
    expect(divisionOneState([{ division: 1, winners: 2 }])).toBe("winners");
    expect(
      divisionOneState([
        { division: 1, winners: 0 },
        { division: 6, winners: 9 },
      ]),
    ).toBe("no-winners");
    expect(divisionOneState([{ division: 6, winners: 9 }])).toBe("not-yet-available");
    expect(divisionOneState([])).toBe("not-yet-available");
  });

  it("depends only on division one's winners, whatever the other lines", () => {
    const other = fc.record({ division: fc.integer({ min: 2, max: 9 }), winners: fc.nat() });
    fc.assert(
      fc.property(fc.array(other), fc.nat(), (lines, winners) => {
        expect(divisionOneState(lines)).toBe("not-yet-available");
        expect(divisionOneState([...lines, { division: 1, winners }])).toBe(
          winners > 0 ? "winners" : "no-winners",
        );
      }),
    );
  });
});

import { describe, expect, it } from "vitest";
import { balancedMaxWidth } from "./ball-row";

describe("ball rows wrap in balanced lines (no ball alone on a line)", () => {
  it("is the whole row where it fits, else the width of half its balls", () => {
    // Saturday Lotto's draw: 6 winning + 2 supplementaries at 36 px, the supplementaries a group.
    expect(balancedMaxWidth({ balls: 8, groups: 1, size: "medium" })).toBe(
      "clamp(172px, calc((100% - 340px) * 9999), 340px)",
    );
    // Powerball's: 7 winning + the Powerball at 28 px.
    expect(balancedMaxWidth({ balls: 8, groups: 1, size: "small" })).toBe(
      "clamp(140px, calc((100% - 276px) * 9999), 276px)",
    );
  });

  it("splits an odd row into lines of ceil(n/2) and floor(n/2) balls", () => {
    // 7 balls, no group: half holds 4 (4 × 28 + 3 × 6 + 2 = 132), so the lines are 4 and 3.
    expect(balancedMaxWidth({ balls: 7, groups: 0, size: "small" })).toMatch(/^clamp\(132px, /);
  });
});

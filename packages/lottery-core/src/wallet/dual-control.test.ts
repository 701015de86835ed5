import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DUAL_CONTROL_LINE, needsDualControl } from "./dual-control";

describe("dual-control lines", () => {
  it("are $10,000 for a claim and $5,000 for a withdrawal, the line itself single-handed", () => {
    expect(needsDualControl("claim", 1_000_000)).toBe(false);
    expect(needsDualControl("claim", 1_000_001)).toBe(true);
    expect(needsDualControl("withdrawal", 500_000)).toBe(false);
    expect(needsDualControl("withdrawal", 500_001)).toBe(true);
  });

  it("once an amount needs a second operator, every larger amount does too", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("claim" as const, "withdrawal" as const),
        fc.nat(100_000_000),
        fc.nat(100_000_000),
        (kind, amount, more) => {
          if (needsDualControl(kind, amount)) expect(needsDualControl(kind, amount + more)).toBe(true);
          expect(needsDualControl(kind, DUAL_CONTROL_LINE[kind] + 1 + more)).toBe(true);
        },
      ),
    );
  });
});

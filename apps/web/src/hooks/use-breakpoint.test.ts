import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { breakpointOf } from "./use-breakpoint";

describe("breakpointOf", () => {
  it("uses the R-LIMITS thresholds 600/900/1200", () => {
    expect(breakpointOf(0)).toBe("mobile");
    expect(breakpointOf(599)).toBe("mobile");
    expect(breakpointOf(600)).toBe("tablet");
    expect(breakpointOf(899)).toBe("tablet");
    expect(breakpointOf(900)).toBe("laptop");
    expect(breakpointOf(1199)).toBe("laptop");
    expect(breakpointOf(1200)).toBe("desktop");
  });

  it("never gets smaller as the width grows", () => {
    const order = ["mobile", "tablet", "laptop", "desktop"];
    fc.assert(
      fc.property(fc.nat(4000), fc.nat(4000), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(order.indexOf(breakpointOf(lo))).toBeLessThanOrEqual(order.indexOf(breakpointOf(hi)));
      }),
    );
  });
});

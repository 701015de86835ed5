import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { paymentFailureWaitSeconds } from "./payment-wait";

describe("payment external-failure wait (R-ERRORS)", () => {
  it("is 5, 15, 30 s, then count·15 s", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(paymentFailureWaitSeconds)).toEqual([0, 5, 15, 30, 60, 75, 150]);
  });

  it("never shrinks as failures add up", () => {
    fc.assert(
      fc.property(fc.nat(500), (n) => paymentFailureWaitSeconds(n + 1) > paymentFailureWaitSeconds(n)),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { paymentFailureWaitSeconds } from "../timing/payment-wait";
import { paymentErrorMessage } from "./payment-errors";

describe("payment error texts (R-ERRORS other)", () => {
  it("names PayPal or our payment service when the service is unavailable", () => {
    expect(paymentErrorMessage("SERVICE_UNAVAILABLE", "paypal", "", 0)).toBe(
      "We're currently experiencing issues with PayPal. Your PayPal account has not been charged. Please try again later.",
    );
    expect(paymentErrorMessage("SERVICE_UNAVAILABLE", "card", "", 0)).toBe(
      "We're currently experiencing issues with our payment service. Your card has not been charged. Please try again later.",
    );
  });

  it("asks to wait N seconds after an external failure", () => {
    expect(paymentErrorMessage("EXTERNAL_FAILURE", "card", "", 15)).toBe(
      "We're having trouble processing your request. Please wait 15 seconds before your next attempt. This helps us resolve the issue faster.",
    );
  });

  it("shows any other error as given", () => {
    expect(paymentErrorMessage("CARD_DECLINED", "card", "Card declined", 0)).toBe("Card declined");
    expect(paymentErrorMessage(undefined, "paypal", "Cancelled", 0)).toBe("Cancelled");
  });

  it("property: the n-th external failure asks to wait 5, 15, 30, then n·15 seconds, whatever the method", () => {
    // The spec's N, written out: 5 on the 1st, 15 on the 2nd, 30 on the 3rd, then count*15 (R-ERRORS).
    const specSeconds = (n: number) => (n === 1 ? 5 : n === 2 ? 15 : n === 3 ? 30 : n * 15);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.constantFrom("card" as const, "paypal" as const),
        fc.string(),
        (failures, method, given) => {
          expect(
            paymentErrorMessage("EXTERNAL_FAILURE", method, given, paymentFailureWaitSeconds(failures)),
          ).toBe(
            `We're having trouble processing your request. Please wait ${specSeconds(failures)} seconds before your next attempt. This helps us resolve the issue faster.`,
          );
        },
      ),
    );
  });

  it("property: any other code shows the given message unchanged", () => {
    const fixed = ["SERVICE_UNAVAILABLE", "EXTERNAL_FAILURE"];
    fc.assert(
      fc.property(
        fc.option(
          fc.string().filter((code) => !fixed.includes(code)),
          { nil: undefined },
        ),
        fc.constantFrom("card" as const, "paypal" as const),
        fc.string(),
        fc.nat(),
        (code, method, given, wait) => {
          expect(paymentErrorMessage(code, method, given, wait)).toBe(given);
        },
      ),
    );
  });
});

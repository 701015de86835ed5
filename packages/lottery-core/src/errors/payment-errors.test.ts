import { describe, expect, it } from "vitest";
import { paymentErrorMessage } from "./payment-errors";

describe("payment error texts (spec §8 other)", () => {
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
});

import { PAYMENT_CODES } from "@lotto/api";
import { HttpError } from "../http/http-error";
import type { PaymentOutcome } from "./card-gateway";

/** Which service a payment went through, for the spec §8 wording. */
export type PaymentMethod = "card" | "paypal";

/**
 * The 402 error of a failed payment with spec §8 texts: service unavailable and external failure
 * have their own codes and words; the client adds the wait text for external failures.
 */
export function paymentError(outcome: Exclude<PaymentOutcome, "approved">, method: PaymentMethod): HttpError {
  const service = method === "paypal" ? "PayPal" : "our payment service";
  const instrument = method === "paypal" ? "PayPal account" : "card";
  switch (outcome) {
    case "service_unavailable":
      return new HttpError(
        402,
        PAYMENT_CODES.serviceUnavailable,
        `We're currently experiencing issues with ${service}. Your ${instrument} has not been charged. Please try again later.`,
      );
    case "external_failure":
      return new HttpError(
        402,
        PAYMENT_CODES.externalFailure,
        "We're having trouble processing your request.",
      );
    default:
      return new HttpError(
        402,
        PAYMENT_CODES.declined,
        method === "paypal"
          ? "Your PayPal payment was declined."
          : "Your card was declined. Please try another card.",
      );
  }
}

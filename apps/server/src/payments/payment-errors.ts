import { PAYMENT_CODES } from "@lotto/api";
import { PAYMENT_TEXT, type PaymentMethod, serviceUnavailableText } from "@lotto/core";
import { HttpError } from "../http/http-error";
import type { PaymentOutcome } from "./card-gateway";

/**
 * The 402 error of a failed payment with R-ERRORS texts: service unavailable and external failure
 * have their own codes and words; the client adds the wait text for external failures.
 */
export function paymentError(outcome: Exclude<PaymentOutcome, "approved">, method: PaymentMethod): HttpError {
  switch (outcome) {
    case "service_unavailable":
      return new HttpError(402, PAYMENT_CODES.serviceUnavailable, serviceUnavailableText(method));
    case "external_failure":
      return new HttpError(402, PAYMENT_CODES.externalFailure, PAYMENT_TEXT.externalFailure);
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

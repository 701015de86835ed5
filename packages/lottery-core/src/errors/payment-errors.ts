import { ERROR_CODE } from "./error-codes";

/** How the player pays (R-STATES payment). */
export type PaymentMethod = "card" | "paypal";

/** Fixed payment texts (R-ERRORS other). */
export const PAYMENT_TEXT = {
  /** The first sentence of an external failure; the client adds the wait. */
  externalFailure: "We're having trouble processing your request.",
} as const;

/**
 * The service-unavailable text of a payment method (R-ERRORS other).
 * @example serviceUnavailableText("card")
 * // "We're currently experiencing issues with our payment service. Your card has not been charged. Please try again later."
 */
export function serviceUnavailableText(method: PaymentMethod): string {
  const service = method === "paypal" ? "PayPal" : "our payment service";
  const account = method === "paypal" ? "PayPal account" : "card";
  return `We're currently experiencing issues with ${service}. Your ${account} has not been charged. Please try again later.`;
}

/**
 * The message for a failed payment (R-ERRORS other): service-unavailable and external-failure codes
 * have fixed texts, anything else is shown as given.
 * @param waitSeconds for an external failure, the wait before the next attempt
 * @example paymentErrorMessage("SERVICE_UNAVAILABLE", "paypal", "", 0)
 * // "We're currently experiencing issues with PayPal. Your PayPal account has not been charged. Please try again later."
 */
export function paymentErrorMessage(
  code: string | undefined,
  method: PaymentMethod,
  givenMessage: string,
  waitSeconds: number,
): string {
  if (code === ERROR_CODE.serviceUnavailable) return serviceUnavailableText(method);
  if (code === ERROR_CODE.externalFailure) {
    return `${PAYMENT_TEXT.externalFailure} Please wait ${waitSeconds} seconds before your next attempt. This helps us resolve the issue faster.`;
  }
  return givenMessage;
}

import { ERROR_CODE } from "../errors/error-codes";
import { paymentErrorMessage } from "../errors/payment-errors";

/**
 * Whole seconds left of an external-failure wait (R-ERRORS) `elapsedMs` after it began, for the
 * 'Please wait N seconds' countdown: rounds up, so it reads 0 only once the wait is over.
 * @example waitSecondsLeft(5, 1200) // 4
 */
export function waitSecondsLeft(waitSeconds: number, elapsedMs: number): number {
  return Math.max(0, Math.ceil(waitSeconds - Math.max(0, elapsedMs) / 1000));
}

/**
 * The external-failure text as the countdown runs (R-ERRORS): the full message with the seconds left,
 * then only its first sentence once the player may try again.
 * @example externalFailureText(0) // "We're having trouble processing your request."
 */
export function externalFailureText(secondsLeft: number): string {
  const full = paymentErrorMessage(ERROR_CODE.externalFailure, "card", "", secondsLeft);
  return secondsLeft > 0 ? full : full.slice(0, full.indexOf(" Please wait"));
}

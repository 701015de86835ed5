/**
 * Error codes the provider API puts in a failed body's `code` (spec §7, §8). The spec names the
 * situations, not the constants; these are our names for them, shared by server, client and machines.
 */
export const ERROR_CODE = {
  /** The session token is no longer valid (spec §4 session, §7 no retry). */
  sessionExpired: "SESSION_EXPIRED",
  /** A service behind the API is down (spec §7 no retry, §8 payment). */
  serviceUnavailable: "SERVICE_UNAVAILABLE",
  /** The payment gateway failed on its side (spec §8 payment external failure). */
  externalFailure: "EXTERNAL_FAILURE",
  /** Reset-password request accepted whatever the email (spec §8 password flows). */
  resetRequestReceived: "RESET_REQUEST_RECEIVED",
} as const;

/** One of the API error codes the rules react to. */
export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];

/**
 * The `code` of an error-like value, if it carries a string one (spec §8: errors carry a code).
 * @example errorCodeOf({ code: "SESSION_EXPIRED" }) // "SESSION_EXPIRED"
 */
export function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const direct = (error as { code?: unknown }).code;
  if (typeof direct === "string") return direct;
  // Login errors carry the code under `cause` (spec §7 /auth/login).
  const cause = (error as { cause?: unknown }).cause;
  if (typeof cause === "object" && cause !== null) {
    const nested = (cause as { code?: unknown }).code;
    if (typeof nested === "string") return nested;
  }
  return undefined;
}

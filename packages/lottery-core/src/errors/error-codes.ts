/**
 * Error codes the provider API puts in a failed body's `code` (R-CALLS, R-ERRORS). The spec names the
 * situations, not the constants; these are our names for them, shared by server, client and machines.
 */
export const ERROR_CODE = {
  /** The session token is no longer valid (R-STATES session, R-CALLS no retry). */
  sessionExpired: "SESSION_EXPIRED",
  /** A service behind the API is down (R-CALLS no retry, R-ERRORS payment). */
  serviceUnavailable: "SERVICE_UNAVAILABLE",
  /** The payment gateway failed on its side (R-ERRORS payment external failure). */
  externalFailure: "EXTERNAL_FAILURE",
  /** Reset-password request accepted whatever the email (R-PASSWORD-FLOWS). */
  resetRequestReceived: "RESET_REQUEST_RECEIVED",
  /** An app call from outside Australia without a bypass (R-STATES geo-blocked), refused by the server. */
  geoBlocked: "GEO_BLOCKED",
} as const;

/** One of the API error codes the rules react to. */
export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];

/**
 * The `code` of an error-like value, if it carries a string one (R-ERRORS: errors carry a code).
 * @example errorCodeOf({ code: "SESSION_EXPIRED" }) // "SESSION_EXPIRED"
 */
export function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const direct = (error as { code?: unknown }).code;
  if (typeof direct === "string") return direct;
  // Login errors carry the code under `cause` (R-CALLS /auth/login).
  const cause = (error as { cause?: unknown }).cause;
  if (typeof cause === "object" && cause !== null) {
    const nested = (cause as { code?: unknown }).code;
    if (typeof nested === "string") return nested;
  }
  return undefined;
}

import { ERROR_CODE, errorCodeOf } from "../errors/error-codes";

/** Failed queries are retried at most this many times (R-CALLS). */
export const QUERY_MAX_RETRIES = 3;
/** Upper bound of one retry delay in ms (R-CALLS). */
export const QUERY_MAX_RETRY_DELAY_MS = 30_000;

const NO_RETRY_CODES: ReadonlySet<string> = new Set([
  ERROR_CODE.sessionExpired,
  ERROR_CODE.serviceUnavailable,
]);

/**
 * Delay before retry number `retryIndex` (0 for the first retry): min(1000·2^n, 30000) ms (R-CALLS).
 * @example queryRetryDelayMs(0) // 1000
 */
export function queryRetryDelayMs(retryIndex: number): number {
  return Math.min(1000 * 2 ** Math.max(0, retryIndex), QUERY_MAX_RETRY_DELAY_MS);
}

/**
 * Whether a failed query is tried again (R-CALLS): up to 3 retries, never after a session-expired or
 * service-unavailable error. Signature matches TanStack Query's `retry(failureCount, error)`.
 * @param failureCount failures so far before this decision (0 at the first failure, as TanStack counts)
 * @param error the failure; its `code` (or `cause.code`) decides the exceptions
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const code = errorCodeOf(error);
  if (code !== undefined && NO_RETRY_CODES.has(code)) return false;
  return failureCount < QUERY_MAX_RETRIES;
}

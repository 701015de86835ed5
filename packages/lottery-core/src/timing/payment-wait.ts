/** Seconds to wait after the 1st, 2nd and 3rd external payment failure (R-ERRORS). */
const FIRST_WAITS_S = [5, 15, 30] as const;
/** From the 4th failure on, the wait is the failure count times this many seconds (R-ERRORS). */
const WAIT_PER_FAILURE_S = 15;

/**
 * Seconds a player must wait before the next payment attempt after `failureCount` external failures
 * (R-ERRORS): 5, 15, 30, then count·15; 0 before any failure.
 * @example paymentFailureWaitSeconds(4) // 60
 */
export function paymentFailureWaitSeconds(failureCount: number): number {
  if (failureCount <= 0) return 0;
  return FIRST_WAITS_S[failureCount - 1] ?? failureCount * WAIT_PER_FAILURE_S;
}

/**
 * Whole seconds left of an external-failure wait (spec §8) `elapsedMs` after it began, for the
 * 'Please wait N seconds' countdown: rounds up, so it reads 0 only once the wait is over.
 * @example waitSecondsLeft(5, 1200) // 4
 */
export function waitSecondsLeft(waitSeconds: number, elapsedMs: number): number {
  return Math.max(0, Math.ceil(waitSeconds - Math.max(0, elapsedMs) / 1000));
}

/**
 * Whether a typed geo-blocking bypass pin equals the configured numeric pin (R-SCREENS geo-blocked, R-VALIDATION).
 * A missing or non-numeric configured pin never matches, so a bad config cannot open the bypass.
 * @example isGeoPinValid("4321", "4321") // true
 */
export function isGeoPinValid(input: string, configuredPin: string | number | null | undefined): boolean {
  if (configuredPin === null || configuredPin === undefined) return false;
  const expected = String(configuredPin).trim();
  return /^\d+$/.test(expected) && input.trim() === expected;
}

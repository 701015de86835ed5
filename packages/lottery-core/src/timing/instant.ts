import { Temporal } from "temporal-polyfill";

/**
 * Parses a stored ISO instant (local storage `lastLogin`, `lastRefresh`, R-ENTITIES); null when missing or
 * corrupt, so a bad stored value counts as "never" rather than crashing the app.
 * @example parseStoredInstant("2026-01-01T00:00:00Z")?.epochMilliseconds // 1767225600000
 */
export function parseStoredInstant(text: string | null | undefined): Temporal.Instant | null {
  if (!text) return null;
  try {
    return Temporal.Instant.from(text);
  } catch {
    return null;
  }
}

import type { Temporal } from "temporal-polyfill";

/** Length of a login session in seconds (R-STATES, R-LIMITS). */
export const SESSION_SECONDS = 720;
/** The blocking warning shows in the last this many seconds (R-STATES, R-LIMITS). */
export const SESSION_WARNING_SECONDS = 60;
/** A lastLogin older than this many seconds logs out and sends home (R-STATES, R-LIMITS: 13 minutes). */
export const SESSION_STALE_SECONDS = 13 * 60;

/** Where a session stands at an instant (R-STATES session). */
export type SessionPhase = "active" | "warning" | "expired" | "stale";

/**
 * Milliseconds left of the 720 s session that started at `lastLogin` (R-STATES); negative once over.
 * @example sessionMsLeft(login, login.add({ seconds: 700 })) // 20000
 */
export function sessionMsLeft(lastLogin: Temporal.Instant, now: Temporal.Instant): number {
  return SESSION_SECONDS * 1000 - (now.epochMilliseconds - lastLogin.epochMilliseconds);
}

/**
 * The session phase at `now` (R-STATES): active, warning in the last 60 s, expired at 0 (log out with
 * 'Session expired'), stale when lastLogin is older than 13 minutes (log out and go home).
 */
export function sessionPhase(lastLogin: Temporal.Instant, now: Temporal.Instant): SessionPhase {
  const left = sessionMsLeft(lastLogin, now);
  const elapsed = SESSION_SECONDS * 1000 - left;
  if (elapsed > SESSION_STALE_SECONDS * 1000) return "stale";
  if (left <= 0) return "expired";
  if (left <= SESSION_WARNING_SECONDS * 1000) return "warning";
  return "active";
}

import type { Temporal } from "temporal-polyfill";

/** Most reloads tried after chunk-load failures before the error page (R-STATES, R-LIMITS). */
export const CHUNK_RELOAD_MAX = 3;
/** Wait before a reload, with a spinner, in ms (R-STATES, R-LIMITS). */
export const CHUNK_RELOAD_DELAY_MS = 2000;
/** The counter resets when the last refresh is older than this, in ms (R-STATES, R-LIMITS: 5 min). */
export const CHUNK_RELOAD_WINDOW_MS = 5 * 60 * 1000;

/** What to do after a failed dynamic import (R-STATES chunk-load failure). */
export type ChunkReloadDecision =
  | { action: "reload"; delayMs: number; numberOfRefreshes: number }
  | { action: "show-error"; numberOfRefreshes: number };

/**
 * Decides between reloading and the error page after a chunk-load failure (R-STATES): the stored
 * count resets when the last refresh was over 5 minutes ago or never; after 3 reloads the error shows.
 * @param numberOfRefreshes the stored count (local storage `numberOfRefreshes`)
 * @param lastRefresh the stored instant of the last reload, null if never
 * @param now the current instant
 * @returns the action and the count to store (`reload` counts the reload it asks for)
 */
export function chunkReloadDecision(
  numberOfRefreshes: number,
  lastRefresh: Temporal.Instant | null,
  now: Temporal.Instant,
): ChunkReloadDecision {
  const withinWindow =
    lastRefresh !== null && now.epochMilliseconds - lastRefresh.epochMilliseconds <= CHUNK_RELOAD_WINDOW_MS;
  const count = withinWindow && Number.isFinite(numberOfRefreshes) ? Math.max(0, numberOfRefreshes) : 0;
  if (count >= CHUNK_RELOAD_MAX) return { action: "show-error", numberOfRefreshes: count };
  return { action: "reload", delayMs: CHUNK_RELOAD_DELAY_MS, numberOfRefreshes: count + 1 };
}

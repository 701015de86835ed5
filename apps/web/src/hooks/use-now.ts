import { useSyncExternalStore } from "react";
import { type Instant, instantOf } from "@/lib/instant";

/** How often the shared clock ticks while a page shows a countdown: the countdowns' smallest unit. */
export const CLOCK_TICK_MS = 1000;

/** A whole minute: the precision a countdown needs until its last minute. */
export const MINUTE_MS = 60_000;

const listeners = new Set<() => void>();
let now = Date.now();
// The last instant handed out per precision, reused while its time is asked for again: callers to the
// second and to the minute must not take turns replacing one shared copy (each would then see a new
// object on every render, and memos keyed on it would never hold).
const instants = new Map<number, Instant>();
let timer: ReturnType<typeof setTimeout> | undefined;

const hidden = () => typeof document !== "undefined" && document.visibilityState === "hidden";

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
  schedule();
}

// On the next whole second, so every countdown on the page changes together.
function schedule() {
  clearTimeout(timer);
  timer = undefined;
  if (listeners.size === 0 || hidden()) return;
  timer = setTimeout(tick, CLOCK_TICK_MS - (Date.now() % CLOCK_TICK_MS));
}

// A hidden tab stops the clock; shown again, it catches up at once.
function onVisibility() {
  if (hidden()) schedule();
  else tick();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    document.addEventListener("visibilitychange", onVisibility);
    now = Date.now();
  }
  listeners.add(listener);
  if (timer === undefined) schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    document.removeEventListener("visibilitychange", onVisibility);
    schedule();
  };
}

/**
 * The current instant to `precisionMs` (a second or a minute): one timer for the whole page however
 * many countdowns it has, paused while the tab is hidden. A component renders again only when the
 * second or minute changes, so a countdown in minutes renders once a minute and does not interrupt the
 * page's own (transition) renders every second. It is the last millisecond of the current second or
 * minute: a countdown then never shows more time than is left, and a close on a whole minute is
 * reached at that minute, not before.
 */
export function useNow(precisionMs: number = CLOCK_TICK_MS): Instant {
  const ms = useSyncExternalStore(
    subscribe,
    () => Math.floor(now / precisionMs) * precisionMs + precisionMs - 1,
  );
  let instant = instants.get(precisionMs);
  if (!instant || instant.epochMilliseconds !== ms) {
    instant = instantOf(new Date(ms).toISOString());
    instants.set(precisionMs, instant);
  }
  return instant;
}

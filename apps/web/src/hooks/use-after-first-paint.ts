import { useEffect, useSyncExternalStore } from "react";
import { createExternalStore } from "@/lib/external-store";

/** At the latest this long after the app's first render, even on a main thread that is never idle. */
const IDLE_TIMEOUT_MS = 2_000;
/** The player's first move: what waits for the first paint is needed from here on. */
const FIRST_INPUT = ["pointerdown", "keydown"] as const;

const settled = createExternalStore(false);
let waiting = false;

/** Settles once: when the browser is first idle after the app's first render, or at the first input. */
function waitForIdle() {
  if (waiting) return;
  waiting = true;
  const settle = () => {
    settled.set(true);
    for (const type of FIRST_INPUT) window.removeEventListener(type, settle, true);
  };
  for (const type of FIRST_INPUT) window.addEventListener(type, settle, true);
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(settle, { timeout: IDLE_TIMEOUT_MS });
  } else {
    setTimeout(settle, 0);
  }
}

/**
 * False during the app's first render and until the browser is first idle after it (or the player
 * first presses a key or a pointer), then true for good: effects that the first paint does not need
 * (analytics, the notification stream, prompts) start then, so they do not lengthen the main thread's
 * busy start (Lighthouse's total blocking time).
 */
export function useAfterFirstPaint(): boolean {
  useEffect(waitForIdle, []);
  return useSyncExternalStore(settled.subscribe, settled.get, () => false);
}

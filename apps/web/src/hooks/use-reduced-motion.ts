import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

// jsdom and old browsers have no matchMedia: no preference then.
const media = () => (typeof window.matchMedia === "function" ? window.matchMedia(QUERY) : null);

const subscribe = (listener: () => void) => {
  const list = media();
  list?.addEventListener("change", listener);
  return () => list?.removeEventListener("change", listener);
};

/** Whether the player asked the system for less motion (`prefers-reduced-motion: reduce`), live. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false);
}

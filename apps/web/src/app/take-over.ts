import { useEffect } from "react";

declare global {
  interface Window {
    /** Set by the document's first script (prerender/early-script.ts) until the app has taken over. */
    __takeOver?: (() => void) | null;
  }
}

/**
 * Tells the document's first script that the app has taken over, once its first render has committed
 * and every effect below has run (the shortcuts listen): it replays the clicks and shortcuts the player
 * made on the painted page before.
 */
export function useTakeOver(): void {
  useEffect(() => window.__takeOver?.(), []);
}

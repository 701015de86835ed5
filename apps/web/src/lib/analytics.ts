/**
 * The one analytics module (R-CALLS): every event goes to the tag manager's queue `window.dataLayer`,
 * and the tag manager script itself loads only when a container id is configured (docs/decisions.md#d8), so
 * tests and the embedded default never fetch anything from outside.
 */

declare global {
  interface Window {
    /** The tag manager's queue (R-CALLS: an analytics tag manager is loaded). */
    dataLayer?: unknown[];
  }
}

/** The analytics events of R-CALLS and what each carries. */
export type AnalyticsEvent =
  | { event: "login" }
  | { event: "logout" }
  | { event: "cart_expiry"; tickets: { id: string; game_id: number; cost: number }[] }
  | { event: "callback_start" }
  | { event: "purchase"; id: string; status: string; tickets: number }
  | { event: "navigation"; page_path: string };

/** Pushes one event to `window.dataLayer`, creating the queue if the tag manager is not loaded yet. */
export function track(event: AnalyticsEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

/** The tag manager container id, from the build's `VITE_GTM_ID`; null (nothing loads) when unset. */
export function tagManagerId(env: Record<string, unknown> = import.meta.env): string | null {
  const id = env.VITE_GTM_ID;
  return typeof id === "string" && /^GTM-[A-Z0-9]+$/.test(id) ? id : null;
}

/**
 * Sends `login` when a session's token appears and `logout` when it goes (R-CALLS), whatever ended it
 * (the menu, the session timer or a 401); returns the unsubscribe.
 */
export function trackSessionChanges(session: {
  get(): { token: string | null };
  subscribe(listener: () => void): () => void;
}): () => void {
  let signedIn = session.get().token !== null;
  return session.subscribe(() => {
    const now = session.get().token !== null;
    if (now !== signedIn) track({ event: now ? "login" : "logout" });
    signedIn = now;
  });
}

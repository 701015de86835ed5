// Read by the build (vite/route-hints.ts) as well as the app: no imports, no DOM.

/** The product version (R-LIMITS), sent as App-Version on the web and shown in the footer. */
export const WEB_VERSION = "1.94.0";

/**
 * What the web app (outside the app wrapper) tells the API on every call (R-CALLS), as
 * `@lotto/api`'s clientHeaders reads it: the app's client sends it, and the build hands it to the
 * server for the calls a page's HTML starts before the app (vite/route-hints.ts).
 */
export const WEB_CLIENT = { channel: "web", appVersion: WEB_VERSION, clientOs: "playonline" } as const;

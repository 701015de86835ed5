/**
 * The shop's service worker (apps/web/vite.config.ts builds it with vite-plugin-pwa, injectManifest):
 * - precaches the build (the shell document, every route's chunks and styles, icons, the manifest and
 *   the offline screen, which is in the entry chunk), so a page and its chunks load with no network;
 * - answers a navigation from the network (its document is per route, prerendered, with a fresh nonce),
 *   and with the precached shell when the network fails: the app then runs and shows the offline
 *   screen, however early the connection dropped;
 * - never touches the API: a player's answers are never cached (docs/security.md).
 * A new version installs beside the running one and waits: an open page keeps the chunks of its own
 * version, so the chunk-reload rules (R-STATES) stay for a deploy the precache does not cover. It takes
 * over on the next navigation when that page is the only one open (hand-over.ts).
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { handsOver, NOT_PAGES, SHELL_URL, TAKE_OVER_MESSAGE } from "./hand-over";

interface WorkerEvent {
  waitUntil(promise: Promise<unknown>): void;
}
/** The parts of the worker's global scope used here (the web app's types are the DOM's, not a worker's). */
declare const self: {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  registration: {
    waiting: { postMessage(message: unknown): void } | null;
    navigationPreload?: { enable(): Promise<void> };
  };
  clients: { matchAll(options: { type: "window" }): Promise<readonly unknown[]> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  addEventListener(type: "activate", listener: (event: WorkerEvent) => void): void;
};

// Hashed assets are named by content; the shell document's revision comes from the build. A request for
// "/" is the prerendered home from the network, never the shell (no directory index, no clean URLs).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "", cleanURLs: false });
cleanupOutdatedCaches();

self.addEventListener("message", (event) => {
  if (event.data === TAKE_OVER_MESSAGE) void self.skipWaiting();
});

// The worker starts while the navigation's request is already on its way.
self.addEventListener("activate", (event) => {
  if (self.registration.navigationPreload) event.waitUntil(self.registration.navigationPreload.enable());
});

async function handOverIfAlone() {
  const waiting = self.registration.waiting;
  const openPages = (await self.clients.matchAll({ type: "window" })).length;
  if (handsOver({ hasWaitingWorker: waiting !== null, openPages })) waiting?.postMessage(TAKE_OVER_MESSAGE);
}

registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      await handOverIfAlone();
      try {
        const preloaded = await (event as { preloadResponse?: Promise<Response | undefined> })
          .preloadResponse;
        return preloaded ?? (await fetch(request));
      } catch {
        return (await matchPrecache(SHELL_URL)) ?? Response.error();
      }
    },
    { denylist: NOT_PAGES },
  ),
);

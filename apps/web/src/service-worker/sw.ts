/**
 * The shop's service worker (apps/web/vite.config.ts builds it with vite-plugin-pwa, injectManifest):
 * - precaches the build (the shell document, every route's chunks and styles, icons, the manifest and
 *   the offline screen, which is in the entry chunk), so a page and its chunks load with no network;
 * - answers a navigation from the network (its document is per route, prerendered, with a fresh nonce),
 *   and with the precached shell when the network fails: the app then runs and shows the offline
 *   screen, however early the connection dropped;
 * - never touches the API: a player's answers are never cached (docs/security.md);
 * - shows the shop's pushes while no page is open, and a click opens the notification's page
 *   (docs/decisions.md "Push").
 * A new version installs beside the running one and waits: an open page keeps the chunks of its own
 * version, so the chunk-reload rules (R-STATES) stay for a deploy the precache does not cover. It takes
 * over on the next navigation when that page is the only one open (hand-over.ts).
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { handsOver, NOT_PAGES, SHELL_URL, TAKE_OVER_MESSAGE } from "./hand-over";
import { clickTarget, pushDisplay } from "./push-display";

interface WorkerEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends WorkerEvent {
  data: { text(): string } | null;
}
interface NotificationClickEvent extends WorkerEvent {
  notification: { data: unknown; close(): void };
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
/** The parts of the worker's global scope used here (the web app's types are the DOM's, not a worker's). */
declare const self: {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  registration: {
    waiting: { postMessage(message: unknown): void } | null;
    navigationPreload?: { enable(): Promise<void> };
    showNotification(title: string, options: object): Promise<void>;
  };
  location: { origin: string };
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled?: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  addEventListener(type: "activate", listener: (event: WorkerEvent) => void): void;
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationClickEvent) => void): void;
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

// A push arrives whether or not a page is open; one that is not the shop's shows nothing.
self.addEventListener("push", (event) => {
  const shown = pushDisplay(event.data?.text());
  if (shown) event.waitUntil(self.registration.showNotification(shown.title, shown.options));
});

// A click opens the notification's page in a shop tab already open, else in a new one.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = clickTarget(event.notification.data, self.location.origin);
  event.waitUntil(
    (async () => {
      const [open] = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      if (open) await (await open.focus()).navigate(url);
      else await self.clients.openWindow(url);
    })(),
  );
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

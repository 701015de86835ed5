import { readAppDetails } from "./app-bridge";

declare global {
  interface Window {
    /** GET calls the page's HTML started for its route, by path and query (server web-document.ts). */
    __prefetch?: Record<string, Promise<Response | null>>;
  }
}

/** Past this, a started call that nobody took is too old to stand for a fresh one. */
const FRESH_MS = 30_000;

/**
 * A fetch that answers a GET the HTML already started (while the JavaScript was still loading) with
 * that answer, once; every other call, and a started one that failed, goes to the network. Inside the
 * app wrapper every call goes to the network: a started call carried none of the wrapper's headers.
 */
export const fetchWithPrefetch: typeof fetch = (input, init) => {
  const started = window.__prefetch;
  if (!started || readAppDetails()) return fetch(input, init);
  const request = input instanceof Request ? input : null;
  const method = (init?.method ?? request?.method ?? "GET").toUpperCase();
  const url = new URL(request?.url ?? String(input), window.location.href);
  const key = `${url.pathname}${url.search}`;
  const answer = method === "GET" && url.origin === window.location.origin ? started[key] : undefined;
  if (!answer) return fetch(input, init);
  delete started[key];
  if (performance.now() > FRESH_MS) return fetch(input, init);
  return answer.then((response) => response ?? fetch(input, init));
};

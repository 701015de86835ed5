/** The message a waiting service worker takes as its cue to activate (sw.ts). */
export const TAKE_OVER_MESSAGE = "PLAY_ONLINE_TAKE_OVER";

/**
 * Whether a navigation lets the new version's waiting worker take over: only when the page navigating is
 * the shop's only open page. A navigation leaves that page, so nothing is cut off mid-purchase; another
 * open page may be mid-purchase, and keeps the version its chunks came from until it is gone.
 */
export function handsOver(navigation: { hasWaitingWorker: boolean; openPages: number }): boolean {
  return navigation.hasWaitingWorker && navigation.openPages <= 1;
}

/** The URL of the shell document precached for navigations the network cannot answer. */
export const SHELL_URL = "/index.html";

/** Paths that are never pages (the API and the dev tools): the worker leaves them to the network. */
export const NOT_PAGES: RegExp[] = [/^\/api\//, /^\/dev\//];

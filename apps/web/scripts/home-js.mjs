// What the home page's JavaScript costs in a real Chromium (scripts/chromium.mjs), for the gates of
// bundle-budget.mjs: the files it fetches until it is idle, and the files it evaluates before it is
// interactive. Both are sets of files decided by the page's own order of events, never by a clock, so
// the answer is the same on a loaded machine:
// - "interactive" is the app's take-over (src/app/take-over.ts: its first render has committed and its
//   effects have run, so the painted controls work). A wrapper around `window.__takeOver` stops the page
//   in the debugger at that call, and V8's precise coverage says which scripts' top level had run.
// - "idle" is when, after that, the browser has run its idle callbacks and the page has no request in
//   flight and starts none for a while: what waits for the first idle moment or the first input is
//   counted in the fetches.
// The service worker is blocked: what it precaches for the next visit is the worker's, not the page's.
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../../scripts/chromium.mjs";

/** How long the page must start no request, after its idle callbacks, to count as idle. */
const QUIET_MS = 2_000;
const TIMEOUT_MS = 60_000;

/** Lighthouse's mobile preset's screen: the phone the budgets are for. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Stops the page in the debugger when the app takes over (the CDP session reads the coverage then). */
const PAUSE_AT_TAKE_OVER = `(() => {
  let takeOver = null;
  Object.defineProperty(window, "__takeOver", {
    configurable: true,
    get: () => takeOver,
    set(value) {
      takeOver = typeof value === "function" ? () => { debugger; value(); } : value;
    },
  });
})()`;

/**
 * Opens `origin + path` as a visitor on a phone-sized page and resolves with the same-origin
 * JavaScript paths it fetched until idle and those whose top level ran before the take-over.
 */
export async function measureHomeJs(origin, path = "/") {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
    await context.addInitScript(PAUSE_AT_TAKE_OVER);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const jsPath = (url) => {
      const u = new URL(url);
      return u.origin === origin && u.pathname.endsWith(".js") ? u.pathname : null;
    };

    const fetched = new Set();
    const inFlight = new Set();
    let lastStart = Date.now();
    cdp.on("Network.requestWillBeSent", ({ requestId, request }) => {
      if (request.url.startsWith("data:")) return;
      inFlight.add(requestId);
      lastStart = Date.now();
      const file = jsPath(request.url);
      if (file) fetched.add(file);
    });
    const done = ({ requestId }) => inFlight.delete(requestId);
    cdp.on("Network.loadingFinished", done);
    cdp.on("Network.loadingFailed", done);

    let evaluated;
    const tookOver = new Promise((resolve, reject) => {
      cdp.on("Debugger.paused", async () => {
        try {
          if (!evaluated) {
            const { result } = await cdp.send("Profiler.takePreciseCoverage");
            evaluated = new Set(
              result
                .filter((script) =>
                  script.functions.some((f) => f.ranges[0].startOffset === 0 && f.ranges[0].count > 0),
                )
                .map((script) => jsPath(script.url || "about:blank"))
                .filter(Boolean),
            );
            resolve();
          }
        } catch (error) {
          reject(error);
        } finally {
          await cdp.send("Debugger.resume").catch(() => {});
        }
      });
    });

    await cdp.send("Network.enable");
    await cdp.send("Debugger.enable");
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.startPreciseCoverage", { callCount: true, detailed: false });
    await page.goto(`${origin}${path}`, { waitUntil: "commit" });
    await withTimeout(tookOver, "the app did not take over");

    await withTimeout(
      (async () => {
        for (;;) {
          await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r())));
          if (inFlight.size === 0 && Date.now() - lastStart >= QUIET_MS) return;
          await new Promise((r) => setTimeout(r, 250));
        }
      })(),
      "the page never went idle",
    );
    return { fetched: [...fetched], evaluated: [...evaluated] };
  } finally {
    await browser.close();
  }
}

function withTimeout(promise, message) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(message)), TIMEOUT_MS))),
  ]).finally(() => clearTimeout(timer));
}

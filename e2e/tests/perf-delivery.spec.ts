import { expect, type Page, type Route, test } from "@playwright/test";
import { cumulativeLayoutShift, recordLayoutShifts } from "../support/layout-shift";
import { signInAsDemo } from "../support/login";

// A routed call still in flight when the test ends must not fail the run once the page is gone.
test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

/** The most a page may shift while it loads (CLS, as Lighthouse's "good" is 0.1). */
const MAX_CLS = 0.02;

/**
 * Every script and API answer arrives a little later, as on a phone: without it the local server
 * answers before the first paint and no late arrival can shift anything.
 */
async function slowNetwork(page: Page) {
  await page.route(/\/(assets|api\/v1)\//, async (route) => {
    await new Promise((r) => setTimeout(r, 150));
    await route.continue();
  });
}

/**
 * The app has taken over (apps/web/src/app/take-over.ts), the browser has been idle, and no resource
 * has finished for a second: what the app loads after its first commit (the shell machine's host) has
 * arrived too, however slow the machine.
 */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => (window as { __takeOver?: unknown }).__takeOver === null);
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let finished = -1;
        const check = () => {
          const now = performance.getEntriesByType("resource").length;
          if (now === finished) done();
          else setTimeout(check, 1_000);
          finished = now;
        };
        requestIdleCallback(check);
      }),
  );
}

async function expectSteady(page: Page, path: string) {
  await settle(page);
  const { cls, shifts } = await cumulativeLayoutShift(page);
  expect(cls, `${path} shifted: ${JSON.stringify(shifts, null, 1)}`).toBeLessThanOrEqual(MAX_CLS);
}

test.describe("the layout does not jump while a page loads", () => {
  for (const path of ["/", "/results", "/games/saturday-lotto"]) {
    test(`${path} for a visitor`, async ({ page }) => {
      await recordLayoutShifts(page);
      await slowNetwork(page);
      await page.goto(path);
      await expectSteady(page, path);
    });
  }

  for (const path of ["/", "/results", "/games/saturday-lotto", "/tickets", "/cart"]) {
    test(`${path} for a logged-in player`, async ({ page }) => {
      await recordLayoutShifts(page);
      await slowNetwork(page);
      await signInAsDemo(page, path);
      await expectSteady(page, path);
    });
  }
});

/** Requests routed to `route` wait until `release()`. */
function hold() {
  let release = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  return {
    release,
    route: async (route: Route) => {
      await released;
      await route.continue();
    },
  };
}

test.describe("a landing page paints from its HTML, before the app's JavaScript", () => {
  for (const [path, heading] of [
    ["/", "Choose your game"],
    ["/results", "Results"],
    ["/games/saturday-lotto", "Saturday Lotto"],
  ] as const) {
    test(`${path}: the app takes the prerendered page over without a shift or a larger paint`, async ({
      page,
    }) => {
      await recordLayoutShifts(page);
      await page.addInitScript(() => {
        const w = window as { __lcp?: number[] };
        w.__lcp = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__lcp?.push(entry.startTime);
        }).observe({ type: "largest-contentful-paint", buffered: true });
      });
      // The app's entry script waits until the prerendered page has been seen, the data until the app
      // has taken it over.
      const script = hold();
      const data = hold();
      await page.route(/\/assets\/index-[\w-]+\.js$/, script.route);
      await page.route(/\/api\/v1\//, data.route);
      await page.goto(path, { waitUntil: "commit" });
      const title = page.locator("h1#page-title");
      await expect(title).toHaveText(heading);
      await page.waitForFunction(() => ((window as { __lcp?: number[] }).__lcp?.length ?? 0) > 0);
      const before = await title.boundingBox();
      await title.evaluate((h1) => h1.setAttribute("data-from-html", ""));
      // Whether the page ever stood without its heading (a loading spinner in its place) after a change.
      const releasedAt = await page.evaluate(() => {
        const w = window as { __headingGone?: boolean };
        new MutationObserver(() => {
          if (!document.getElementById("page-title")) w.__headingGone = true;
        }).observe(document.body, { childList: true, subtree: true });
        return performance.now();
      });
      script.release();
      // The app's first render replaces the prerendered markup with its own (unmarked) heading.
      await expect(page.locator("h1#page-title:not([data-from-html])")).toHaveText(heading);
      expect(await title.boundingBox()).toEqual(before);
      expect(
        await page.evaluate(() => (window as { __headingGone?: boolean }).__headingGone),
      ).toBeUndefined();
      // A paint is reported a frame or so after it happens.
      await page.waitForTimeout(300);
      const lcp = await page.evaluate(() => (window as { __lcp?: number[] }).__lcp ?? []);
      expect(
        lcp.filter((at) => at > releasedAt),
        "paints larger than the prerendered one",
      ).toEqual([]);
      data.release();
      await expectSteady(page, path);
    });
  }

  test("a stored session drops the visitor's prerendered page before it paints", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem("token", "stale"));
    await page.route(/\/assets\/index-[\w-]+\.js$/, () => {});
    await page.goto("/", { waitUntil: "commit" });
    await expect(page.locator("#root")).toBeAttached();
    await expect(page.locator("#root > *")).toHaveCount(0);
  });
});

test.describe("delivery", { tag: "@desktop-only" }, () => {
  test("a returning player's browser downloads no JavaScript again", async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const seen = new Map<string, { type: string; url: string; status: number; bytes: number }>();
    cdp.on("Network.responseReceived", (e) =>
      seen.set(e.requestId, { type: e.type, url: e.response.url, status: e.response.status, bytes: 0 }),
    );
    // The status on the wire: responseReceived reports a revalidated page as the cached 200.
    const wire = new Map<string, number>();
    cdp.on("Network.responseReceivedExtraInfo", (e) => wire.set(e.requestId, e.statusCode));
    cdp.on("Network.loadingFinished", (e) => {
      const response = seen.get(e.requestId);
      if (response) response.bytes = e.encodedDataLength;
    });
    await page.goto("/");
    await settle(page);
    const firstScripts = [...seen.values()].filter((r) => r.type === "Script");
    expect(firstScripts.length).toBeGreaterThan(3);
    expect(firstScripts.every((r) => r.bytes > 0)).toBe(true);

    await page.goto("about:blank");
    seen.clear();
    await page.goto("/");
    await settle(page);
    const again = [...seen].map(([id, r]) => ({ ...r, status: wire.get(id) ?? r.status }));
    const scripts = again.filter((r) => r.type === "Script");
    expect(scripts.length).toBeGreaterThan(3);
    expect(
      scripts.filter((r) => r.bytes > 0).map((r) => r.url),
      "scripts fetched again",
    ).toEqual([]);
    // Only the document is asked again, and answered 304 while the build is the same.
    expect(again.find((r) => r.type === "Document")?.status).toBe(304);
  });

  for (const path of ["/", "/results", "/games/powerball"]) {
    test(`${path} takes the data calls its HTML started instead of asking again`, async ({ page }) => {
      await page.goto(path);
      await settle(page);
      // The app takes each started call on its first call for it (a call it made itself would leave it
      // here for good); on a busy machine its first render may come after the network went quiet.
      const left = () =>
        page.evaluate(() => {
          const started = (window as { __prefetch?: Record<string, unknown> }).__prefetch;
          return started ? Object.keys(started) : null;
        });
      await expect.poll(left, { timeout: 20_000 }).toEqual([]);
    });
  }
});

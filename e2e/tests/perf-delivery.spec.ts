import { expect, type Page, test } from "@playwright/test";
import { cumulativeLayoutShift, recordLayoutShifts } from "../support/layout-shift";
import { signInAsDemo } from "../support/login";

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

/** Loads `path` and waits until nothing more arrives, then a little for late renders. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(800);
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

test.describe("delivery", () => {
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
      const left = await page.evaluate(() => {
        const started = (window as { __prefetch?: Record<string, unknown> }).__prefetch;
        return started ? Object.keys(started) : null;
      });
      expect(left).toEqual([]);
    });
  }
});

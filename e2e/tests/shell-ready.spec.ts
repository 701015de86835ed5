import { expect, type Page, type Route, test } from "@playwright/test";

// A page is ready the moment it is shown: the prerendered landing pages paint from their HTML, and what
// the player does then is not lost while the app's scripts load on a slow phone.

test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

/** How long the app may take to run on a phone's CPU (and a busy CI machine) once its scripts arrive. */
const APP_RUNS = { timeout: 40_000 };

/** A phone's CPU, and the app's scripts held until `release()`: the painted page stands alone. */
async function slowPhoneWithHeldScripts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let release = () => {};
  const released = new Promise<void>((done) => {
    release = done;
  });
  await page.route(/\/assets\/[\w.-]+\.js$/, async (route: Route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Opens `path` and waits only for its prerendered first paint. */
async function firstPaint(page: Page, path: string, heading: string) {
  await page.goto(path, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
}

test("'Log in to play' clicked at first paint opens the login overlay once the app runs", async ({
  page,
}) => {
  const release = await slowPhoneWithHeldScripts(page);
  await firstPaint(page, "/", "Choose your game");
  await page.getByRole("button", { name: "Log in to play" }).click();
  release();
  await expect(page.getByRole("dialog", { name: /Ready to play online/ })).toBeVisible(APP_RUNS);
});

test("Ctrl+Shift+R pressed at first paint lands on the results", { tag: "@desktop-only" }, async ({
  page,
}) => {
  const release = await slowPhoneWithHeldScripts(page);
  await firstPaint(page, "/", "Choose your game");
  await page.keyboard.press("Control+Shift+R");
  release();
  await expect(page).toHaveURL(/\/results$/, APP_RUNS);
  await expect(page.getByRole("heading", { name: "Results", level: 1 })).toBeVisible();
});

test("a game card's Play tapped as soon as it shows opens the game", async ({ page }) => {
  const release = await slowPhoneWithHeldScripts(page);
  await firstPaint(page, "/", "Choose your game");
  release();
  await page.getByRole("button", { name: "Play Powerball" }).click(APP_RUNS);
  await expect(page).toHaveURL(/\/games\/powerball/);
  await expect(page.getByRole("heading", { name: "Powerball", level: 1 })).toBeVisible();
});

test("offline right after the first paint shows the offline screen; back online reloads", async ({
  page,
  context,
}) => {
  await slowPhoneWithHeldScripts(page);
  await firstPaint(page, "/results", "Results");
  await context.setOffline(true);
  await expect(page.getByRole("heading", { name: "You appear to be offline." })).toBeVisible();
  await expect(page.getByText("Please check your internet connection and try again.")).toBeVisible();
  await page.unrouteAll({ behavior: "ignoreErrors" });
  const reloaded = page.waitForEvent("load");
  await context.setOffline(false);
  await reloaded;
  await expect(page.getByRole("heading", { name: "Results", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "You appear to be offline." })).toHaveCount(0);
});

test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("a second visit offline opens the shell and the offline screen; back online reloads", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    // Installed means the whole build is in the precache.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await context.setOffline(true);
    await page.goto("/wallet");
    await expect(page.getByRole("heading", { name: "You appear to be offline." })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const reloaded = page.waitForEvent("load");
    await context.setOffline(false);
    await reloaded;
    await expect(page.getByRole("heading", { name: "You appear to be offline." })).toHaveCount(0);
    // The shop can be installed: its manifest, icons and worker are what Chromium asks for (a test's
    // browser context is a private window, which Chromium never installs from).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors.filter((e) => e.errorId !== "in-incognito")).toEqual([]);
  });
});

import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";

/** Injects the wrapper's details and a React Native WebView handler that records messages. */
async function asApp(page: import("@playwright/test").Page, details: Record<string, unknown>) {
  await page.addInitScript((d) => {
    const sent: unknown[] = [];
    Object.assign(window, {
      mobileAppDetails: { isPlayOnlineApp: true, platform: "android", major: 1, minor: 94, build: 0, ...d },
      ReactNativeWebView: { postMessage: (m: string) => sent.push(JSON.parse(m)) },
      __sentToApp: sent,
    });
  }, details);
}

test("in the app, calls carry Channel-ID 3 and the platform, and Log In goes to the wrapper", async ({
  page,
}) => {
  await asApp(page, {});
  const request = page.waitForRequest((r) => r.url().includes("/api/v1/"));
  await page.goto("/results");
  const headers = (await request).headers();
  expect(headers["channel-id"]).toBe("3");
  expect(headers["client-os"]).toBe("android");
  await expect(page.getByText("App version 1.94.0")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "app results page");
  await page.getByRole("banner").getByRole("button", { name: "Log In" }).click();
  expect(
    await page.evaluate(() => (window as unknown as { __sentToApp: unknown[] }).__sentToApp),
  ).toContainEqual({
    type: "LOGIN_CLICK",
  });
});

test("a forced update blocks the app with the store badge", async ({ page }) => {
  await asApp(page, { forcedUpdate: true, platform: "ios" });
  await page.goto("/");
  await expect(
    page.getByRole("heading", { name: "This version of the App is no longer supported." }),
  ).toBeVisible();
  await expect(
    page.getByText("Please update your App via the App/Play Store to continue playing our games."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Download on the App Store" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "forced update");
});

test("geo-blocked: ten logo taps reveal the pin, the configured pin lets the player in", async ({ page }) => {
  await asApp(page, { geoBlocked: true });
  await page.goto("/results");
  await expect(
    page.getByRole("heading", {
      name: "Due to legal restrictions we need to confirm that you are located within Australia to purchase a ticket using the app.",
    }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, "geo-blocked");
  const logo = page.getByRole("button", { name: "Play Online" });
  for (let i = 0; i < 9; i++) await logo.click();
  await expect(page.getByLabel("Pin")).toHaveCount(0);
  await logo.click();
  await page.getByLabel("Pin").fill("1111");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "geo-blocked pin error");
  await page.getByLabel("Pin").fill("2468");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole("heading", { name: /Due to legal restrictions/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "results after the geo bypass");
});

test("in the app, a deep link to a protected page without a token lands on / with no login overlay", async ({
  page,
}) => {
  await asApp(page, {});
  await page.goto("/tickets");
  // R-STATES session, R-ROLES: no token sends the app to /; logging in belongs to the wrapper (LOGIN_CLICK).
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem("returnPath"))).toBeNull();
  await expectNoSeriousA11yViolations(page, "app home after a protected deep link");
});

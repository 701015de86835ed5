import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { signInAsDemo } from "../support/login";

async function logOut(page: import("@playwright/test").Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByText(/^Hi Demo/)).toBeVisible();
  await page.getByRole("button", { name: "Log out" }).click();
}

test("logging out returns to the login view and ends the session", async ({ page }) => {
  await signInAsDemo(page, "/tickets");
  await logOut(page);
  await expect(page).toHaveURL(/\/\?showLogin=true&page=login$/);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Log In" })).toBeVisible();
  await expect(dialog.getByLabel("Email address")).toHaveValue("");
  expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem("lastLogin"))).toBeNull();
  await expectNoSeriousA11yViolations(page, "login view after logging out");
  // The session is over on the server too: a protected page asks for the login again.
  await dialog.getByRole("button", { name: "Close" }).click();
  await page.goto("/tickets");
  await expect(page).toHaveURL(/\/\?showLogin=true$/);
});

test("in the app, logging out says 'Logged out successfully' and tells the wrapper", async ({ page }) => {
  await page.addInitScript(() => {
    const sent: unknown[] = [];
    Object.assign(window, {
      mobileAppDetails: { isPlayOnlineApp: true, platform: "android", major: 1, minor: 94, build: 0 },
      ReactNativeWebView: { postMessage: (m: string) => sent.push(JSON.parse(m)) },
      __sentToApp: sent,
    });
  });
  await signInAsDemo(page, "/results");
  await logOut(page);
  await expect(page.getByRole("dialog").getByText("Logged out successfully")).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __sentToApp: unknown[] }).__sentToApp),
  ).toContainEqual({ type: "LOGOUT" });
});

import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { signInAsDemo } from "../support/login";

// The session lasts 720 s from lastLogin (R-STATES). The journey shortens it by moving the stored
// lastLogin back, which is what the client times from; the server has no session-length setting.
const secondsAgo = (s: number) => new Date(Date.now() - s * 1000).toISOString();

test("the session warns in its last 60 s, then expires to the login with the message", async ({ page }) => {
  await signInAsDemo(page);
  await page.evaluate((iso) => localStorage.setItem("lastLogin", iso), secondsAgo(712));
  await page.goto("/results");
  const warning = page.getByRole("dialog", { name: "Your session is about to expire" });
  await expect(warning).toBeVisible();
  await expectNoSeriousA11yViolations(page, "session warning");
  await expect(page).toHaveURL(/\/\?showLogin=true&page=login$/, { timeout: 20_000 });
  await expect(page.getByRole("dialog").getByText("Session expired. Please login again.")).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
});

test("a login older than 13 minutes is logged out and sent home", async ({ page }) => {
  await signInAsDemo(page);
  await page.evaluate((iso) => localStorage.setItem("lastLogin", iso), secondsAgo(14 * 60));
  await page.goto("/results");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("button", { name: "Log In" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "home after the stale login was logged out");
});

test("a session the server ended (401 SESSION_EXPIRED) sends the player to the login with the expiry message", async ({
  page,
}) => {
  await signInAsDemo(page, "/results");
  // The server ends the session (here: the token logged out elsewhere); the next call is refused.
  const token = await page.evaluate(() => sessionStorage.getItem("token"));
  // No page of the shop is open meanwhile: an open one's own next call (its notification stream
  // starts when the browser is idle) would meet the 401 first and clear the token before /wallet.
  await page.goto("about:blank");
  const ended = await page.request.post("/api/v1/auth/logout", {
    headers: { Authorization: `JWT ${token}`, "Channel-ID": "1", "App-Version": "1.94.0" },
  });
  expect(ended.ok()).toBe(true);
  await page.goto("/wallet");
  await expect(page).toHaveURL(/\/\?showLogin=true&page=login$/);
  await expect(page.getByRole("dialog").getByText("Session expired. Please login again.")).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
  await expectNoSeriousA11yViolations(page, "login after a server-side session expiry");
});

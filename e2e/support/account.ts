import { expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { loginThroughOverlay } from "./login";
import type { NewPlayer } from "./new-player";

/** Logs a fresh player in and finishes account setup (a weekly spend limit, `/account-setup`). */
export async function loginAndSetUp(page: Page, player: NewPlayer, weeklyLimit = "50"): Promise<void> {
  await page.goto("/?showLogin=true");
  await loginThroughOverlay(page, player.email, player.password);
  await finishAccountSetup(page, weeklyLimit);
}

/**
 * The account setup a first login leads to (`/account-setup`): sets the weekly spend limit and lands on
 * home; with `checkA11y` the setup page is checked for serious accessibility violations first.
 */
export async function finishAccountSetup(page: Page, weeklyLimit: string, checkA11y = false): Promise<void> {
  await expect(page).toHaveURL(/\/account-setup$/);
  await expect(page.getByRole("heading", { name: "Finish setting up your account" })).toBeVisible();
  if (checkA11y) await expectNoSeriousA11yViolations(page, "account setup");
  await page.getByLabel("New weekly limit ($)").fill(weeklyLimit);
  await page.getByRole("button", { name: "Set limit" }).click();
  await expect(page).toHaveURL(/\/$/);
}

import { expect, type Page } from "@playwright/test";
import { loginThroughOverlay } from "./login";
import type { NewPlayer } from "./new-player";

/** Logs a fresh player in and finishes account setup (a weekly spend limit, `/account-setup`). */
export async function loginAndSetUp(page: Page, player: NewPlayer, weeklyLimit = "50"): Promise<void> {
  await page.goto("/?showLogin=true");
  await loginThroughOverlay(page, player.email, player.password);
  await expect(page).toHaveURL(/\/account-setup$/);
  await expect(page.getByRole("heading", { name: "Finish setting up your account" })).toBeVisible();
  await page.getByLabel("New weekly limit ($)").fill(weeklyLimit);
  await page.getByRole("button", { name: "Set limit" }).click();
  await expect(page).toHaveURL(/\/$/);
}

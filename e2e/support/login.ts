import { expect, type Page } from "@playwright/test";
import { DEMO } from "./demo";

/** Fills the login overlay (welcome → login) and waits for 'Successfully signed in.' (spec §2, §4). */
export async function loginThroughOverlay(
  page: Page,
  email: string = DEMO.email,
  password: string = DEMO.password,
) {
  const dialog = page.getByRole("dialog");
  await expect(
    dialog.getByRole("heading", { name: "Ready to play online? Enter your email to sign up or log in." }),
  ).toBeVisible();
  await dialog.getByLabel("Email address").fill(email);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("heading", { name: "Log In" })).toBeVisible();
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Log In", exact: true }).click();
}

/** Logs the demo player in from the home page's login overlay. */
export async function loginAsDemo(page: Page): Promise<void> {
  await page.goto("/?showLogin=true");
  await loginThroughOverlay(page);
  await expect(page.getByText("Successfully signed in.")).toBeVisible();
}

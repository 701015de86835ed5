import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { DEMO_PRS } from "../support/demo";

// The demo data has one in-store account and it upgrades once, so this journey runs once, in the
// after-all project (playwright.config.ts).
test("an in-store player upgrades to an online account, then logs in", async ({ page }) => {
  const password = "Shop-To-Online-7";
  await page.goto("/?showLogin=true");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email address").fill(DEMO_PRS.email);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("heading", { name: "Upgrade your account" })).toBeVisible();
  await dialog.getByLabel("In-store card number").fill("6000 1234 5679");
  await dialog.getByLabel("Date of birth (DD/MM/YYYY)").fill(DEMO_PRS.dateOfBirth);
  await dialog.getByLabel("New password").fill(password);
  await dialog.getByLabel("Security question").selectOption({ index: 1 });
  await dialog.getByLabel("Security answer").fill("Rex");
  await dialog.getByLabel("I accept the terms and conditions").check();
  await dialog.getByLabel("I accept the privacy policy").check();
  await dialog.getByRole("button", { name: "Upgrade account" }).click();
  await expect(dialog.getByText("These details do not match an in-store account.")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "upgrade-prs with a wrong card");

  await dialog.getByLabel("In-store card number").fill(DEMO_PRS.cardNumber);
  await dialog.getByRole("button", { name: "Upgrade account" }).click();
  await expect(dialog.getByText(/Your account is upgraded/)).toBeVisible();
  await dialog.getByRole("button", { name: "Log In" }).click();
  await expect(dialog.getByRole("heading", { name: "Log In" })).toBeVisible();
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Log In", exact: true }).click();
  await expect(page.getByText("Successfully signed in.")).toBeVisible();
});

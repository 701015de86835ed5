import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { DEMO } from "../support/demo";
import { loginThroughOverlay } from "../support/login";

test.describe("login through the overlay", () => {
  test("a protected page opens the login and returns there after login", async ({ page }) => {
    await page.goto("/wallet?tab=1");
    await expect(page).toHaveURL(/\/\?showLogin=true$/);
    expect(await page.evaluate(() => sessionStorage.getItem("returnPath"))).toBe("/wallet?tab=1");
    await expectNoSeriousA11yViolations(page, "login overlay welcome view");
    await loginThroughOverlay(page);
    await expect(page.getByText("Successfully signed in.")).toBeVisible();
    await expect(page).toHaveURL(/\/wallet\?tab=1$/);
    await expect(page.getByRole("heading", { name: "Payment details" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "wallet after login");
  });

  test("three wrong passwords lead to forgot-password with the lock warning", async ({ page }) => {
    await page.goto("/login?showLogin=true&page=login");
    await expect(page).toHaveURL(/\/\?showLogin=true&page=login$/);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email address").fill(DEMO.email);
    await dialog.getByLabel("Password").fill("Wrong-password-1");
    await dialog.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(dialog.getByText("Invalid username or password", { exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(dialog.getByText(/Forgotten your password\? Reset it/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, "login view with an error");
    await dialog.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(dialog.getByRole("heading", { name: "Forgotten your password?" })).toBeVisible();
    await expect(
      dialog.getByText(
        "To avoid your account being temporarily locked for 30 minutes, please reset your password using the form below.",
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/page=forgot-password/);
    await expectNoSeriousA11yViolations(page, "forgot-password view");
    await dialog.getByRole("button", { name: "Back to Log In" }).click();
    await expect(dialog.getByRole("heading", { name: "Log In" })).toBeVisible();
  });
});

import { expect, test } from "@playwright/test";
import { finishAccountSetup } from "../support/account";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { loginThroughOverlay } from "../support/login";
import {
  createActivatedPlayer,
  mailLink,
  NEW_PLAYER_DETAILS,
  registerPlayer,
  uniqueEmail,
} from "../support/new-player";
import { fillSignUpForm, openSignUp } from "../support/sign-up";

// A routed call still in flight when the test ends must not fail the run once the page is gone.
test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

test.describe("account: joining and getting back in", () => {
  test("sign up in the overlay: rules, terms and privacy, then the activation email (resendable)", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("join");
    const dialog = await openSignUp(page, email);
    await expect(page).toHaveURL(/page=sign-up/);
    // The steps are laid out side by side, not run together.
    const steps = dialog.getByRole("list", { name: "Sign-up steps" }).getByRole("listitem");
    await expect(steps).toHaveCount(3);
    const boxes = await Promise.all([0, 1, 2].map(async (i) => (await steps.nth(i).boundingBox())!));
    for (const i of [1, 2])
      expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width - 1);
    await dialog.getByRole("button", { name: "Create account" }).click();
    // A refused submit: the error summary at the top takes focus and links to each of the 12 fields.
    const summary = dialog.getByTestId("error-summary");
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    await expect(summary.getByRole("link")).toHaveCount(12);
    await expectNoSeriousA11yViolations(page, "sign-up with errors");
    await summary.getByRole("link", { name: "Please accept the terms and conditions." }).click();
    await expect(dialog.getByLabel("I accept the terms and conditions")).toBeFocused();
    await fillSignUpForm(dialog);
    await dialog.getByRole("button", { name: "Create account" }).click();
    await expect(dialog.getByText(/We've sent an activation link to/)).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Activate" })).toBeFocused();
    await dialog.getByRole("button", { name: "Resend activation email" }).click();
    await expect(dialog.getByText("Activation email sent. Please check your inbox.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "sign-up activation email sent");
    expect(await mailLink(request, email, "/activate")).toContain("token=");
  });

  test("the activation link activates, then the first login asks for account setup", async ({
    page,
    request,
  }) => {
    const email = await registerPlayer(request, "activate");
    // Hold the activation call until the page's first state has been seen (a timed hold races the
    // assertion's polling on a busy machine).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/v1/user/activate", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(await mailLink(request, email, "/activate"));
    await expect(page.getByRole("heading", { name: "Activating your account..." })).toBeVisible();
    release();
    await expect(page.getByText("Your account has been activated. Please login to continue.")).toBeVisible();
    await loginThroughOverlay(page, email, NEW_PLAYER_DETAILS.password);
    await finishAccountSetup(page, "100", true);
    // Terms and privacy were accepted at sign-up, so no terms prompt follows the first login.
    await expect(page.getByRole("dialog", { name: "Terms and conditions" })).toHaveCount(0);
  });

  test("forgot password: security question, reset email, the new password logs in", async ({
    page,
    request,
  }) => {
    const player = await createActivatedPlayer(request, "reset");
    await page.goto("/?showLogin=true&page=forgot-password");
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email address").fill(player.email);
    await dialog.getByLabel("Date of birth (DD/MM/YYYY)").fill("1/1/2999");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByText("Date of birth cannot be in the future.")).toBeVisible();
    await dialog.getByLabel("Date of birth (DD/MM/YYYY)").fill("2/2/1991");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByText("The information provided is incorrect. Please try again.")).toBeVisible();
    await dialog.getByLabel("Date of birth (DD/MM/YYYY)").fill(NEW_PLAYER_DETAILS.dateOfBirth);
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByRole("heading", { name: "Security Question" })).toBeVisible();
    await dialog.getByRole("button", { name: "Reset password" }).click();
    await expect(dialog.getByText("Please enter your answer")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "security question with an error");
    await dialog.getByLabel("Your answer").fill("Wrong");
    await dialog.getByRole("button", { name: "Reset password" }).click();
    await expect(dialog.getByText("The answer you entered is incorrect.")).toBeVisible();
    await dialog.getByLabel("Your answer").fill(NEW_PLAYER_DETAILS.securityAnswer);
    await dialog.getByRole("button", { name: "Reset password" }).click();
    await expect(dialog.getByRole("heading", { name: "Password reset email sent" })).toBeVisible();
    // R-VALIDATION: the email is shown lowercased.
    await expect(dialog.getByText(player.email, { exact: true })).toBeVisible();

    await page.goto(await mailLink(request, player.email, "/reset-password"));
    await expect(page.getByRole("heading", { name: "Password Reset" })).toBeVisible();
    await page.getByLabel("New password").fill("short");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByText("Your password does not meet the rules below.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "reset-password page with an error");
    const next = "Brand-New-Pass-77";
    await page.getByLabel("New password").fill(next);
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByText("Your password has been reset. Please login to continue.")).toBeVisible();
    await loginThroughOverlay(page, player.email, next);
    await expect(page.getByText("Successfully signed in.")).toBeVisible();
  });
});

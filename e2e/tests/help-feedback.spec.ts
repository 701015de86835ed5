import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { loginAsDemo } from "../support/login";

test.describe("help: leave feedback", () => {
  test("a player leaves feedback from the footer bar, then closes the bar", async ({ page }) => {
    await loginAsDemo(page);
    await page.goto("/membership");
    await expect(page.getByRole("heading", { name: "Membership", level: 1 })).toBeVisible();
    await expect(page.getByText("demo-player")).toBeVisible();
    const bar = page.getByRole("complementary", { name: "Feedback" });
    await expect(bar.getByText("Have some feedback for us?")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "membership with feedback bar");
    await bar.getByRole("button", { name: "Leave feedback" }).click();
    const dialog = page.getByRole("dialog", { name: "Leave feedback" });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, "feedback form");
    await dialog.getByRole("radio", { name: "4" }).check();
    await dialog.getByLabel("Comments (optional)").fill("Quick to buy a ticket.");
    await dialog.getByRole("button", { name: "Send feedback" }).click();
    await expect(page.getByText("Thank you for your feedback.")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await bar.getByRole("button", { name: "Close feedback bar" }).click();
    await expect(bar).toHaveCount(0);
  });

  test("a visitor asked for feedback is asked to log in", async ({ page }) => {
    await page.goto("/results");
    await expect(page.getByRole("complementary", { name: "Feedback" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "results with the feedback bar (visitor)");
    await page
      .getByRole("complementary", { name: "Feedback" })
      .getByRole("button", { name: "Leave feedback" })
      .click();
    await expect(page).toHaveURL(/showLogin=true/);
    await expect(
      page.getByRole("heading", { name: "Ready to play online? Enter your email to sign up or log in." }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, "login overlay from feedback");
  });
});

import { expect, test } from "@playwright/test";
import { loginAndSetUp } from "../support/account";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { createActivatedPlayer } from "../support/new-player";

test.describe("account: limits, self-exclusion and closing", () => {
  test("a lowered spend limit applies at once, a raise waits, and the cart refuses more", async ({
    page,
    request,
  }) => {
    await loginAndSetUp(page, await createActivatedPlayer(request, "limit"));
    await page.goto("/account?tab=2");
    await expect(page.getByRole("heading", { name: "Spend limit" })).toBeVisible();
    await page.getByLabel("New weekly limit ($)").fill("5");
    await page.getByRole("button", { name: "Set limit" }).click();
    await expect(page.getByText("Your limit has been updated.")).toBeVisible();
    await expect(page.getByText("$5.00").first()).toBeVisible();
    await page.getByLabel("New weekly limit ($)").fill("200");
    await page.getByRole("button", { name: "Set limit" }).click();
    await expect(page.getByText("Pending increase")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "spend limit with a pending raise");

    await page.goto("/");
    // The card's second quick pick (18 games) costs more than the $5 now left; the first is one game.
    const quickPick = page.getByRole("article", { name: "Powerball" }).getByRole("button", { name: /\$\d/ });
    await expect(quickPick).toHaveCount(2);
    await quickPick.last().click();
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("button", { name: "Go to cart" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "You have reached your spending limit. Please review your cart.",
    );
    await expect(page.getByRole("button", { name: "Buy now" })).toBeDisabled();
  });

  test("self-exclusion hides Play", async ({ page, request }) => {
    await loginAndSetUp(page, await createActivatedPlayer(request, "exclude"));
    await page.goto("/account?tab=4");
    await expect(page.getByRole("link", { name: "Play", exact: true }).first()).toBeVisible();
    await page.getByLabel("I understand I will not be able to play during this period").check();
    await page.getByRole("button", { name: "Exclude me" }).click();
    await expect(page.getByText("You are now self-excluded.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Play", exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, "self-excluded account");
  });

  test("closing the account logs out with the closed message", async ({ page, request }) => {
    await loginAndSetUp(page, await createActivatedPlayer(request, "close"));
    await page.goto("/account?tab=5");
    // Before confirming, the player is told where their money goes.
    const money = page.getByRole("region", { name: "What happens to your money" });
    await expect(money).toContainText("refunded to the card or PayPal account it came from");
    await expect(money).toContainText("paid to your bank account");
    await page.getByLabel("Password").fill("Wrong-password-1");
    await page.getByRole("button", { name: "Close my account" }).click();
    await expect(page.getByText("The password you entered is incorrect.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "close account with an error");
    await page.getByLabel("Password").fill("Fresh-Player-2026!");
    await page.getByRole("button", { name: "Close my account" }).click();
    await expect(page.getByText("Your account has been closed successfully.")).toBeVisible();
    await expect(page).not.toHaveURL(/alertType/);
    await expect(page.getByRole("button", { name: "Log In" }).first()).toBeVisible();
  });
});

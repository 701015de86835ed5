import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { loginAsDemo } from "../support/login";

test.describe("play: the demo player buys", () => {
  test("a home-card quick pick goes to the cart, is bought and is listed as Participating", async ({
    page,
  }) => {
    // The whole evening in one journey (keyboard checks, receipt, tickets, two axe runs): on two shared
    // cores it can pass a minute.
    test.setTimeout(90_000);
    await loginAsDemo(page);
    // The first Tab reaches the skip link, which jumps past the top bar to the page's heading.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    // On a fresh server the demo player is offered the product tour on / (R-STATES); the player declines.
    const tour = page.getByRole("dialog", { name: "Welcome to Play Online" });
    await tour.waitFor({ state: "visible", timeout: 3_000 }).then(
      () => tour.getByRole("button", { name: "Not now" }).click(),
      () => undefined,
    );
    await expect(tour).toHaveCount(0);
    const powerball = page.getByRole("article", { name: "Powerball" });
    const quickPick = powerball.getByRole("button", { name: /\$\d/ }).first();
    await expect(quickPick).toBeVisible();
    await quickPick.click();
    await expect(page).toHaveURL(/\/games\/powerball\?gameStatus=preview&quickPick=0/);
    // Every view change starts at the new view's heading, not at the page's top.
    await expect(page.getByRole("heading", { name: "Powerball", level: 1 })).toBeFocused();
    await expect(page.getByRole("region", { name: "Boards" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "game page preview");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Added to your cart." })).toBeFocused();
    await page.getByRole("button", { name: "Go to cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("heading", { name: "Your cart", level: 1 })).toBeFocused();
    await expect(page.getByRole("listitem", { name: "Powerball ticket" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "cart");
    await page.getByRole("button", { name: "Buy now" }).click();
    // The receipt is in view and has focus wherever the page was scrolled.
    const done = page.getByRole("heading", { name: "Purchase complete" });
    await expect(done).toBeFocused({ timeout: 20_000 });
    await expect(done).toBeInViewport();
    const receipt = page.getByTestId("receipt");
    await expect(receipt).toContainText(/Receipt number\s*[0-9a-f-]{36}/);
    await expect(receipt).toContainText("Balance after purchase");
    const bought = receipt.getByRole("listitem", { name: "Powerball ticket" });
    await expect(bought).toContainText(/Draw \d+/);
    await expect(bought.getByRole("group", { name: "Board A" })).toBeVisible();
    await expect(bought.getByRole("link", { name: "View ticket: Powerball" })).toHaveAttribute(
      "href",
      /\/tickets\?ticket=/,
    );
    // A feedback prompt the purchase earned (R-STATES) never opens over the receipt.
    const feedback = page.getByRole("dialog", { name: "Leave feedback" });
    await expect(feedback).toHaveCount(0);
    await page.getByRole("button", { name: "View my tickets" }).click();
    await expect(page).toHaveURL(/\/tickets(#feedback-purchase-dialog)?$/);
    // The prompt's dialog is a lazy chunk, so it may appear a moment after the tickets page.
    await feedback.waitFor({ state: "visible", timeout: 5_000 }).then(
      () => page.keyboard.press("Escape"),
      () => undefined,
    );
    await expect(feedback).toHaveCount(0);
    await expect(page.getByRole("list").getByText("Participating").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, "tickets after buying");
  });
});

import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { loginAsDemo } from "../support/login";

test.describe("play: the demo player buys", () => {
  test("a home-card quick pick goes to the cart, is bought and is listed as Participating", async ({
    page,
  }) => {
    await loginAsDemo(page);
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
    await expect(page.getByRole("region", { name: "Boards" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "game page preview");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("button", { name: "Go to cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("listitem", { name: "Powerball ticket" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "cart");
    await page.getByRole("button", { name: "Buy now" }).click();
    await expect(page.getByRole("heading", { name: "Purchase complete" })).toBeVisible({ timeout: 20_000 });
    // The purchase may ask for feedback (R-STATES); the player closes it.
    const feedback = page.getByRole("dialog", { name: "Leave feedback" });
    // The prompt's dialog is a lazy chunk, so it may appear a moment after the result.
    await feedback.waitFor({ state: "visible", timeout: 5_000 }).then(
      () => page.keyboard.press("Escape"),
      () => undefined,
    );
    await expect(feedback).toHaveCount(0);
    await page.getByRole("button", { name: "View my tickets" }).click();
    await expect(page).toHaveURL(/\/tickets$/);
    await expect(page.getByRole("list").getByText("Participating").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, "tickets after buying");
  });
});

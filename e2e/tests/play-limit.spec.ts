import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { loginAsDemo } from "../support/login";

test.describe("play: spending limit", () => {
  test("a Powerball powerpik cart over the weekly limit shows the spec's warning and cannot be bought", async ({
    page,
  }) => {
    await loginAsDemo(page);
    await page.goto("/games/powerball?gameStatus=started");
    const system = page.getByLabel("System");
    await expect(system).toBeVisible();
    await system.selectOption({ label: "Powerpik System 8" });
    // The most draws: + until it stops at the maximum, each step shown before the next.
    const draws = page.getByRole("group", { name: "Multi-draw" });
    const more = draws.getByRole("button", { name: "Increase Multi-draw" });
    while (await more.isEnabled()) {
      const before = (await draws.getByRole("status").textContent()) ?? "";
      await more.click();
      await expect(draws.getByRole("status")).not.toHaveText(before);
    }
    await page
      .getByRole("region", { name: "Boards" })
      .getByRole("button", { name: "Quick pick" })
      .first()
      .click();
    await expect(page.getByRole("group", { name: "Powerpik: all 20 Powerball numbers" })).toBeVisible();
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("button", { name: "Go to cart" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "You have reached your spending limit. Please review your cart.",
    );
    await expect(page.getByRole("button", { name: "Buy now" })).toBeDisabled();
    await expectNoSeriousA11yViolations(page, "cart over the limit");
    // The cart icon warns on every page from a fresh load, and its warning explains the limit.
    await page.goto("/results");
    const tip = page.getByRole("tooltip");
    await expect(tip).toContainText("You have reached your spending limit. Please review your cart.");
    await tip.getByRole("button", { name: "Why?" }).click();
    await expect(page).toHaveURL(/#shopping-cart-spend-limit-info-dialog$/);
    await expect(page.getByRole("dialog", { name: "Spend limit" })).toBeVisible();
  });
});

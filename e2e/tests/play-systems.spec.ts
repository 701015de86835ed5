import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { loginAsDemo } from "../support/login";

async function buyFromCart(page: Page, label: string) {
  await expectNoSeriousA11yViolations(page, `${label} game page`);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await page.getByRole("button", { name: "Go to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expectNoSeriousA11yViolations(page, `${label} cart`);
  await page.getByRole("button", { name: "Buy now" }).click();
  await expect(page.getByRole("heading", { name: "Purchase complete" })).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page, `${label} purchase result`);
}

test.describe("play: system and powerpik entries", () => {
  test("a Saturday Lotto System 8 over 3 weeks is bought", async ({ page }) => {
    await loginAsDemo(page);
    await page.goto("/games/saturday-lotto?gameStatus=started");
    await page.getByLabel("System").selectOption({ label: "System 8" });
    await page.getByLabel("Number of boards").selectOption("1");
    await page.getByLabel("Multi-draw").selectOption({ label: "3 draws" });
    await page
      .getByRole("region", { name: "Boards" })
      .getByRole("button", { name: "Quick pick" })
      .first()
      .click();
    await expect(page.getByRole("region", { name: "Price" })).toContainText(/Draws \d+–\d+/);
    await buyFromCart(page, "Saturday Lotto System 8");
  });

  test("a Powerball Powerpik entry holds every Powerball and is bought", async ({ page }) => {
    await loginAsDemo(page);
    await page.goto("/games/powerball?gameStatus=started");
    await page.getByLabel("System").selectOption({ label: "Powerpik" });
    await expect(page.getByRole("group", { name: "Powerpik: all 20 Powerball numbers" })).toBeVisible();
    await page
      .getByRole("region", { name: "Boards" })
      .getByRole("button", { name: "Quick pick" })
      .first()
      .click();
    await buyFromCart(page, "Powerball powerpik");
  });
});

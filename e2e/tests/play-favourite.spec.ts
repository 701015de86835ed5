import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { loginAsDemo } from "../support/login";

test.describe("play: favourites", () => {
  test("a favourite is saved, loaded from Favourites and bought", async ({ page }) => {
    const name = `E2E ${test.info().project.name} ${Date.now() % 100000}`;
    await loginAsDemo(page);
    await page.goto("/games/saturday-lotto?gameStatus=started");
    const picks = page.getByRole("region", { name: "Boards" }).getByRole("button", { name: "Quick pick" });
    await expect(picks.first()).toBeVisible();
    for (let i = 0; i < (await picks.count()); i++) await picks.nth(i).click();
    await page.getByRole("button", { name: "Save as favourite" }).click();
    const dialog = page.getByRole("dialog", { name: "Save as favourite" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toHaveCount(0);

    await page.goto("/favourites");
    const favourite = page.getByRole("listitem", { name });
    await expect(favourite).toBeVisible();
    await expectNoSeriousA11yViolations(page, "favourites");
    await favourite.getByRole("button", { name: "Play" }).click();
    await expect(page).toHaveURL(/\/games\/saturday-lotto\?gameStatus=started&favouriteId=\d+/);
    await expect(page.getByText(`Favourite: ${name}`)).toBeVisible();
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("button", { name: "Go to cart" }).click();
    await page.getByRole("button", { name: "Buy now" }).click();
    await expect(page.getByRole("heading", { name: "Purchase complete" })).toBeVisible({ timeout: 20_000 });

    // Deleted, it leaves the list, and focus stays in the list rather than falling to the page's body.
    await page.goto("/favourites");
    const saved = page.getByRole("listitem", { name });
    await saved.getByRole("button", { name: "Delete" }).click();
    await expect(saved).toHaveCount(0);
    const list = page.getByRole("list", { name: "Favourites" });
    expect(await list.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });
});

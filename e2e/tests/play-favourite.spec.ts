import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { loginAsDemo } from "../support/login";
import { expectScrollHintClearOf } from "../support/scroll-hint";

test.describe("play: favourites", () => {
  test("a favourite is saved, loaded from Favourites and bought", async ({ page }) => {
    const name = `E2E ${test.info().project.name} ${Date.now() % 100000}`;
    await loginAsDemo(page);
    await page.goto("/games/saturday-lotto?gameStatus=started");
    const picks = page.getByRole("region", { name: "Boards" }).getByRole("button", { name: "Quick pick" });
    await expect(picks.first()).toBeVisible();
    for (let i = 0; i < (await picks.count()); i++) await picks.nth(i).click();
    // Players on phones found the 'more below' arrow over these controls, passing their taps through.
    // At 390 px the picker has six columns, which puts ball 24 in the arrow's column.
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await expectScrollHintClearOf(page.getByRole("button", { name: "24", exact: true }).first(), "ball 24");
    if (viewport) await page.setViewportSize(viewport);
    await expectScrollHintClearOf(page.getByRole("button", { name: "Add to cart" }), "Add to cart");
    await page.getByRole("button", { name: "Save as favourite" }).click();
    const dialog = page.getByRole("dialog", { name: "Save as favourite" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toHaveCount(0);

    await page.goto("/favourites");
    const favourite = page.getByRole("listitem", { name });
    await expect(favourite).toBeVisible();
    // The filters run on the server over every page.
    await page.getByLabel("Game").selectOption({ label: "Powerball" });
    await expect(favourite).toHaveCount(0);
    await page.getByLabel("Game").selectOption({ label: "Saturday Lotto" });
    await expect(favourite).toBeVisible();
    await expectNoSeriousA11yViolations(page, "favourites");
    await favourite.getByRole("button", { name: "Play", exact: true }).click();
    await expect(page).toHaveURL(/\/games\/saturday-lotto\?gameStatus=started&favouriteId=\d+/);
    await expect(page.getByText(`Favourite: ${name}`)).toBeVisible();
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("button", { name: "Go to cart" }).click();
    await page.getByRole("button", { name: "Buy now" }).click();
    await expect(page.getByRole("heading", { name: "Purchase complete" })).toBeVisible({ timeout: 20_000 });

    await page.goto("/tickets");
    await expectScrollHintClearOf(page.getByRole("button", { name: "Details" }).first(), "Details");
    await page.goto("/account?tab=0");
    await expectScrollHintClearOf(page.getByRole("button", { name: "Save details" }), "Save details");

    // Delete asks for no confirmation but offers Undo for a few seconds: undone, the favourite is back.
    await page.goto("/favourites");
    const saved = page.getByRole("listitem", { name });
    const list = page.getByRole("list", { name: "Favourites" });
    await expectScrollHintClearOf(saved.getByRole("button", { name: "Delete" }), "a favourite's Delete");
    await saved.getByRole("button", { name: "Delete" }).click();
    await expect(saved).toHaveCount(0);
    expect(await list.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    const toast = page.getByRole("status").filter({ hasText: `Deleted ${name}.` });
    await toast.getByRole("button", { name: "Undo" }).click();
    await expect(saved.getByRole("button", { name: "Delete" })).toBeFocused();

    // Deleted and left alone, it goes for good once Undo runs out; focus stays in the list throughout.
    await saved.getByRole("button", { name: "Delete" }).click();
    await expect(saved).toHaveCount(0);
    expect(await list.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expect(toast).toHaveCount(0, { timeout: 15_000 });
    await page.reload();
    await expect(
      page.getByRole("list", { name: "Favourites" }).or(page.getByText("You have no favourites yet.")),
    ).toBeVisible();
    await expect(page.getByRole("listitem", { name })).toHaveCount(0);
  });
});

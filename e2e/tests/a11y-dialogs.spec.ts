import { expect, type Locator, type Page, test } from "@playwright/test";
import { signInAsDemo } from "../support/login";

/** Presses Tab (or Shift+Tab) `times` times; after each press focus must still be inside the open modal. */
async function expectTabStaysIn(page: Page, dialog: Locator, times = 12, key = "Tab") {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    const inside = await dialog.evaluate((el) => el.contains(document.activeElement));
    expect(inside, `focus after ${key} #${i + 1}`).toBe(true);
  }
}

/** The page behind a modal is inert: its control takes neither focus nor a click. */
async function expectPageBehindInert(behind: Locator) {
  await expect(behind).toBeVisible();
  const focused = await behind.evaluate((el) => {
    (el as HTMLElement).focus();
    return document.activeElement === el;
  });
  expect(focused, "the control behind the dialog took focus").toBe(false);
  const clicked = await behind.click({ trial: true, timeout: 1000 }).then(
    () => true,
    () => false,
  );
  expect(clicked, "the control behind the dialog took a click").toBe(false);
}

test.describe("dialogs are modal: focus moves in, stays in and returns", () => {
  test("the login overlay", async ({ page }) => {
    // A page the build does not prerender: its buttons work as soon as they show.
    await page.goto("/contactus");
    const opener = page.getByRole("banner").getByRole("button", { name: "Log In" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: /Ready to play online/ });
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();
    await expectPageBehindInert(page.locator("button[aria-label='Open menu']"));
    await expectTabStaysIn(page, dialog);
    await expectTabStaysIn(page, dialog, 12, "Shift+Tab");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/showLogin/);
    await expect(opener).toBeFocused();
  });

  test("the side menu", async ({ page }) => {
    // A page the build does not prerender: its buttons work as soon as they show.
    await page.goto("/contactus");
    const opener = page.getByRole("button", { name: "Open menu" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Side menu" });
    await expect(dialog).toBeFocused();
    await expectTabStaysIn(page, dialog);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/#sidebar-open/);
    await expect(opener).toBeFocused();
  });

  test("the favourite name dialog, which starts in its field", async ({ page }) => {
    await signInAsDemo(page, "/games/saturday-lotto?gameStatus=started");
    const picks = page.getByRole("region", { name: "Boards" }).getByRole("button", { name: "Quick pick" });
    await expect(picks.first()).toBeVisible();
    for (let i = 0; i < (await picks.count()); i++) await picks.nth(i).click();
    const opener = page.getByRole("button", { name: "Save as favourite" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Save as favourite" });
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await expectTabStaysIn(page, dialog, 6);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

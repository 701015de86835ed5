import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { signInAsDemo } from "../support/login";

test.describe("shell pages", () => {
  test("an unknown path shows the 404 page with chips 4-0-4", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(
      page.getByRole("heading", { name: "Oops! Looks like you've hit a jackpot of missing pages!" }),
    ).toBeVisible();
    await expect(
      page.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await expect(page.getByLabel("4 0 4")).toHaveText("404");
    await expect(page.getByText("Your lucky numbers for today!")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "404 page");
    await page.getByRole("link", { name: "Let me try my luck!" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the alertType message shows and the parameter is removed", async ({ page }) => {
    await page.goto("/results?alertType=show-account-close-message");
    await expect(page.getByText("Your account has been closed successfully.")).toBeVisible();
    await expect(page).toHaveURL(/\/results$/);
    await expectNoSeriousA11yViolations(page, "alert bar");
    await page.goto("/?showLogin=true&alertType=show-session-expired-message");
    await expect(page.getByRole("dialog").getByText("Session expired. Please login again.")).toBeVisible();
    await expect(page).toHaveURL(/\/\?showLogin=true$/);
    await expectNoSeriousA11yViolations(page, "login overlay with the session-expired message");
  });

  test("visitors see Play and Results, the other tabs greyed and inactive", async ({ page, isMobile }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    if (isMobile) {
      // Phones get the bottom bar (on the pages R-SCREENS names) instead of the top-bar tabs.
      await page.goto("/");
      await expect(nav.getByRole("link", { name: /Results/ })).toBeHidden();
      const bar = page.getByRole("navigation", { name: "Quick links" });
      await expect(bar.getByRole("link", { name: "Play" })).toBeVisible();
      // The inactive tab is the element marked disabled, around its icon and label.
      await expect(bar.locator("[aria-disabled]", { hasText: "Cart" })).toHaveAttribute(
        "aria-disabled",
        "true",
      );
      await expect(bar.getByRole("link", { name: /Cart/ })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, "home with the bottom bar for a visitor");
      return;
    }
    await page.goto("/results");
    await expect(page.getByRole("navigation", { name: "Quick links" })).toBeHidden();
    await expect(nav.getByRole("link", { name: /Play/ })).toBeVisible();
    await expect(nav.getByRole("link", { name: /Results/ })).toBeVisible();
    for (const tab of ["Tickets", "Wallet", "Account"]) {
      await expect(nav.getByText(tab)).toHaveAttribute("aria-disabled", "true");
      await expect(nav.getByRole("link", { name: new RegExp(tab) })).toHaveCount(0);
    }
    await expectNoSeriousA11yViolations(page, "results for a visitor");
  });

  test("keyboard shortcuts open the menu and move between pages", { tag: "@desktop-only" }, async ({
    page,
  }) => {
    await page.goto("/");
    // "/" paints from its prerendered HTML and the shortcuts listen only once the app has taken over,
    // which on a loaded machine can be after the network is idle: press until the app answers.
    await expect(async () => {
      await page.keyboard.press("Control+Shift+R");
      await expect(page).toHaveURL(/\/results$/, { timeout: 1_000 });
    }).toPass({ intervals: [300], timeout: 20_000 });
    await page.waitForTimeout(300);
    await page.keyboard.press("Control+Shift+H");
    await expect(page).toHaveURL(/\/$/);
    await page.waitForTimeout(300);
    await page.keyboard.press("Control+Shift+M");
    const menu = page.getByRole("navigation", { name: "Side menu" });
    await expect(menu).toBeVisible();
    await expect(page).toHaveURL(/#sidebar-open$/);
    // A panel over the dimmed page, not a full white sheet: the dialog is only as wide as the menu.
    const viewport = page.viewportSize()!;
    const drawer = page.getByRole("dialog", { name: "Side menu" });
    expect((await drawer.boundingBox())!.width).toBeLessThan(viewport.width * 0.8);
    expect((await drawer.boundingBox())!.width).toBe((await menu.boundingBox())!.width);
    expect(await drawer.evaluate((el) => getComputedStyle(el, "::backdrop").backgroundColor)).toMatch(
      /^rgba\(/,
    );
    await expectNoSeriousA11yViolations(page, "sidebar");
    await page.waitForTimeout(300);
    await page.keyboard.press("Control+Shift+T");
    await expect(page).toHaveURL(/\/\?showLogin=true$/);
  });

  test("keyboard shortcuts W, A, L and the tab letters P, E, C for a logged-in player", {
    tag: "@desktop-only",
  }, async ({ page }) => {
    await signInAsDemo(page, "/results");
    // Presses closer than the 250 ms debounce are dropped (R-LIMITS).
    const press = async (letter: string) => {
      await page.waitForTimeout(300);
      await page.keyboard.press(`Control+Shift+${letter}`);
    };
    await press("W");
    await expect(page).toHaveURL(/\/wallet\?tab=0$/);
    await press("A");
    await expect(page).toHaveURL(/\/account\?tab=0$/);
    await press("E");
    await expect(page).toHaveURL(/\/tickets$/);
    await press("C");
    await expect(page).toHaveURL(/\/cart$/);
    await press("P");
    await expect(page).toHaveURL(/\/$/);
    await press("L");
    await expect(page.getByRole("dialog", { name: "Leave feedback" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "feedback dialog opened with Ctrl+Shift+L");
  });

  test("going offline shows the offline screen and coming back reloads", async ({ page, context }) => {
    // From a page the build does not prerender: its heading shows once the app runs, which the
    // offline screen needs (a prerendered page's scripts could still be on their way).
    await page.goto("/contactus");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByRole("heading", { name: "You appear to be offline." })).toBeVisible();
    await expect(page.getByText("Please check your internet connection and try again.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "offline screen");
    const reloaded = page.waitForEvent("load");
    await context.setOffline(false);
    await reloaded;
    await expect(page.getByRole("heading", { name: "You appear to be offline." })).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("button", { name: "Log In" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "results after coming back online");
  });
});

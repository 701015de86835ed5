import { expect, type Page, test } from "@playwright/test";
import { wcagViolations } from "../support/axe";
import { signInAsDemo } from "../support/login";
import { expectTouchTargets, overflowing, projectWidths } from "../support/page-fit";
import { PLAYER_ROUTES, PROTECTED_ROUTES, VISITOR_ROUTES } from "../support/routes";
import { settled } from "../support/settled";

// Each route is its own page: spread them over both workers, as the sweep now runs on two projects.
test.describe.configure({ mode: "parallel" });

/** The open modal dialog's violations, with the page behind it as a player meets it. */
async function dialogViolations(page: Page, name: string | RegExp) {
  await expect(page.getByRole("dialog", { name })).toBeVisible();
  return (await wcagViolations(page)).map((line) => `${String(name)}: ${line}`);
}

// The dialogs the shell opens from the URL hash (`#{name}-dialog`) for a logged-in player, by title.
// (The dividends dialog depends on the drawn numbers: its story runs the same WCAG 2.2 AA check.)
const HASH_DIALOGS = [
  ["password-reminder", "Time to update your password"],
  ["terms-and-conditions", "Terms and conditions"],
  ["spending-limit", "Weekly spend limit"],
  ["deposit-limit", "Deposit limit"],
  ["favourites-limit", "Favourites limit reached"],
  ["tour-start-info", "Welcome to Play Online"],
  ["tour-end-info", "That's the tour!"],
  ["notification-prompt", "Never miss a jackpot"],
  ["shopping-cart-spend-limit-info", "Spend limit"],
  ["feedback", "Leave feedback"],
] as const;

/**
 * Every page, loaded once: axe at the project's own viewport, then nothing scrolls sideways from 320 to
 * 1280 px (support/page-fit.ts), then, on the phone, its touch targets. One load serves all three
 * checks: the sweep is most of the e2e run's pages.
 */
async function expectPageFits(page: Page) {
  await settled(page);
  expect(await wcagViolations(page), "axe").toEqual([]);
  expect(await overflowing(page, projectWidths()), "horizontal scrolling").toEqual([]);
  await expectTouchTargets(page);
}

test.describe("axe finds no WCAG 2.2 AA violation and nothing scrolls sideways: visitor", () => {
  // Protected pages show the login overlay over the page to a visitor.
  for (const route of [...VISITOR_ROUTES, ...PROTECTED_ROUTES]) {
    test(route, async ({ page }) => {
      await page.goto(route);
      await expectPageFits(page);
    });
  }
});

test.describe("axe finds no WCAG 2.2 AA violation and nothing scrolls sideways: logged-in player", () => {
  for (const route of PLAYER_ROUTES) {
    test(route, async ({ page }) => {
      await signInAsDemo(page, route);
      await expectPageFits(page);
    });
  }
});

test.describe("axe finds no WCAG 2.2 AA violation: each dialog open", () => {
  test("the login overlay's views and the side menu", async ({ page }) => {
    const found: string[] = [];
    await page.goto("/?showLogin=true");
    found.push(...(await dialogViolations(page, /Ready to play online/)));
    await page.goto("/?showLogin=true&page=login");
    found.push(...(await dialogViolations(page, "Log In")));
    await page.goto("/?showLogin=true&page=forgot-password");
    found.push(...(await dialogViolations(page, /password/i)));
    // A page the build does not prerender: its buttons work as soon as they show.
    await page.goto("/contactus");
    await page.getByRole("button", { name: "Open menu" }).click();
    found.push(...(await dialogViolations(page, "Side menu")));
    expect(found).toEqual([]);
  });

  test("the shell's dialogs", async ({ page }) => {
    // Away from /, where the product tour's start prompt could take the hash.
    await signInAsDemo(page, "/tickets");
    const found: string[] = [];
    for (const [hash, name] of HASH_DIALOGS) {
      await page.goto(`/tickets#${hash}-dialog`);
      found.push(...(await dialogViolations(page, name)));
    }
    expect(found).toEqual([]);
  });

  test("the request-callback and favourite name dialogs", async ({ page }) => {
    await signInAsDemo(page, "/contactus");
    const found: string[] = [];
    await page.getByRole("button", { name: "Request a callback" }).click();
    found.push(...(await dialogViolations(page, "Request a callback")));
    await page.goto("/games/saturday-lotto?gameStatus=started");
    const picks = page.getByRole("region", { name: "Boards" }).getByRole("button", { name: "Quick pick" });
    await expect(picks.first()).toBeVisible();
    for (let i = 0; i < (await picks.count()); i++) await picks.nth(i).click();
    await page.getByRole("button", { name: "Save as favourite" }).click();
    found.push(...(await dialogViolations(page, "Save as favourite")));
    expect(found).toEqual([]);
  });
});

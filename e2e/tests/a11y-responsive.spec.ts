import { expect, type Page, test } from "@playwright/test";
import { signInAsDemo } from "../support/login";
import { PLAYER_ROUTES, PROTECTED_ROUTES, VISITOR_ROUTES } from "../support/routes";
import { settled } from "../support/settled";

/**
 * Nothing scrolls sideways, on any page, from 320 px phones to 1280 px desktops. The phone project
 * checks the phone widths with touch, the desktop project every width; each page loads once and is
 * then resized through the widths.
 */
const WIDTHS = { mobile: [320, 390], desktop: [320, 390, 768, 1280] } as const;

/** The widths at which the document is wider than the viewport, with the element reaching furthest. */
async function overflowing(page: Page, widths: readonly number[]) {
  await settled(page);
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    // Two frames: the resize, then the layout that follows it (breakpoint hooks re-render).
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const result = await page.evaluate(() => {
      const { scrollWidth } = document.documentElement;
      if (scrollWidth <= window.innerWidth) return null;
      const widest = Array.from(document.querySelectorAll<HTMLElement>("body *"))
        .map((el) => ({ el, right: el.getBoundingClientRect().right }))
        .sort((a, b) => b.right - a.right)[0];
      const what = widest
        ? `${widest.el.tagName.toLowerCase()} "${widest.el.textContent?.trim().slice(0, 30)}"`
        : "";
      return `${scrollWidth} px wide, ${what}`;
    });
    if (result) found.push(`at ${width} px: ${result}`);
  }
  return found;
}

const widths = () => (test.info().project.name === "mobile" ? WIDTHS.mobile : WIDTHS.desktop);

test.describe("no horizontal scrolling from 320 to 1280 px: visitor", () => {
  // Protected pages show the login overlay over the page to a visitor.
  for (const route of [...VISITOR_ROUTES, ...PROTECTED_ROUTES]) {
    test(route, async ({ page }) => {
      await page.goto(route);
      expect(await overflowing(page, widths())).toEqual([]);
    });
  }
});

test.describe("no horizontal scrolling from 320 to 1280 px: logged-in player", () => {
  for (const route of PLAYER_ROUTES) {
    test(route, async ({ page }) => {
      await signInAsDemo(page, route);
      expect(await overflowing(page, widths())).toEqual([]);
    });
  }
});

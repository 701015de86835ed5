import { expect, type Page, test } from "@playwright/test";
import { settled } from "./settled";

/**
 * Nothing scrolls sideways, on any page, from 320 px phones to 1280 px desktops. The phone project
 * checks the phone widths with touch, the desktop project every width.
 */
const WIDTHS = { mobile: [320, 390], desktop: [320, 390, 768, 1280] } as const;

/** The widths at which the document is wider than the viewport, with the element reaching furthest. */
export async function overflowing(page: Page, widths: readonly number[]) {
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

/** The widths the running project checks. */
export const projectWidths = () => (test.info().project.name === "mobile" ? WIDTHS.mobile : WIDTHS.desktop);

/**
 * On a touch screen every control is at least 44 px each way (Apple HIG 44 pt): the controls under
 * 44 px, named, with their size. Links inside a sentence are exempt (WCAG 2.5.8's inline exception),
 * as are controls of the inert page behind an open dialog.
 */
async function smallTouchTargets(page: Page) {
  return page.evaluate((min) => {
    const found: string[] = [];
    const controls = "a[href], button, input, select, textarea, summary, [role='tab'], [tabindex='0']";
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(controls))) {
      if (el.closest("[inert]")) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden") continue;
      const inSentence = /^(P|LI|SPAN|DD|TD)$/.test(el.parentElement?.tagName ?? "");
      if (el.tagName === "A" && style.display === "inline" && inSentence) continue;
      // A checkbox or radio is reached through its label too: the label is the target.
      const input = el as HTMLInputElement;
      const label = /^(checkbox|radio)$/.test(input.type) ? (input.labels?.[0] ?? null) : null;
      const box = (label ?? el).getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width >= min && box.height >= min) continue;
      const name = (el.getAttribute("aria-label") ?? label?.textContent ?? el.textContent ?? "").trim();
      found.push(
        `${el.tagName.toLowerCase()} "${name.slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      );
    }
    return found;
  }, 44);
}

/** The phone project (a touch screen) also checks the page's touch targets, at its last width. */
export async function expectTouchTargets(page: Page) {
  if (test.info().project.name !== "mobile") return;
  expect(await smallTouchTargets(page)).toEqual([]);
}

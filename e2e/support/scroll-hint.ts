import { expect, type Locator } from "@playwright/test";

/**
 * The 'more below' arrow never covers a control: the control is scrolled to where the arrow sits (its
 * centre a little above, level with and a little below the arrow's), and at each stop the topmost
 * element at the control's centre must be the control itself (or inside it), so a tap there reaches it,
 * and the arrow must not be drawn over any part of it.
 */
export async function expectScrollHintClearOf(control: Locator, what: string): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  for (const nudge of [-16, 0, 16]) {
    const result = await control.evaluate(async (el, nudge) => {
      const arrow = document.querySelector<HTMLElement>('[data-testid="scroll-indicator"]');
      const arrowBox = arrow?.getBoundingClientRect();
      const arrowCentre = arrowBox ? arrowBox.top + arrowBox.height / 2 : window.innerHeight - 102;
      const box = el.getBoundingClientRect();
      window.scrollBy({ top: box.top + box.height / 2 - arrowCentre - nudge, behavior: "instant" });
      // The arrow re-measures once a frame: give it two.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const now = el.getBoundingClientRect();
      const x = now.left + now.width / 2;
      const y = now.top + now.height / 2;
      const hit = document.elementFromPoint(x, y);
      // A see-through arrow would pass that check while still drawn over the control: it must not be.
      const a =
        arrow && getComputedStyle(arrow).visibility === "visible" ? arrow.getBoundingClientRect() : null;
      const drawnOver =
        a !== null && a.left < now.right && now.left < a.right && a.top < now.bottom && now.top < a.bottom;
      return {
        onScreen: y >= 0 && y <= window.innerHeight,
        reached: hit !== null && el.contains(hit) && !drawnOver,
      };
    }, nudge);
    if (result.onScreen) expect(result.reached, `${what} is reachable (nudge ${nudge})`).toBe(true);
  }
}

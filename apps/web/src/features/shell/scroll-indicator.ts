import { ui } from "@lotto/ui/theme";

/** How far down the page is scrolled, 0..1 (1 when it does not scroll). */
export function scrolledShare(scrollTop: number, viewportHeight: number, pageHeight: number): number {
  if (pageHeight <= viewportHeight) return 1;
  return Math.min(1, (scrollTop + viewportHeight) / pageHeight);
}

/** The scroll indicator shows while less than 96% of the page has been seen (R-LIMITS). */
export function showsScrollIndicator(scrollTop: number, viewportHeight: number, pageHeight: number): boolean {
  return scrolledShare(scrollTop, viewportHeight, pageHeight) < ui.scrollIndicatorThreshold;
}

/** A box on screen, as getBoundingClientRect gives it. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Room kept clear around the arrow, so a control just beside it is not crowded either. */
export const SCROLL_INDICATOR_CLEARANCE = 8;

/** Whether two boxes overlap once `a` is grown by `margin` on every side (touching edges do not overlap). */
export function boxesOverlap(a: Box, b: Box, margin = 0): boolean {
  return (
    a.left - margin < b.right &&
    b.left < a.right + margin &&
    a.top - margin < b.bottom &&
    b.top < a.bottom + margin
  );
}

/** What a player can tap or focus: the arrow hides rather than sit over any of these. */
export const INTERACTIVE_SELECTOR = [
  "a[href]",
  "button",
  "input",
  "select",
  "textarea",
  "summary",
  "label",
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="option"]',
  '[role="menuitem"]',
  '[tabindex]:not([tabindex="-1"])',
].join(",");

import { ui } from "@/config/theme";

/** How far down the page is scrolled, 0..1 (1 when it does not scroll). */
export function scrolledShare(scrollTop: number, viewportHeight: number, pageHeight: number): number {
  if (pageHeight <= viewportHeight) return 1;
  return Math.min(1, (scrollTop + viewportHeight) / pageHeight);
}

/** The scroll indicator shows while less than 96% of the page has been seen (R-LIMITS). */
export function showsScrollIndicator(scrollTop: number, viewportHeight: number, pageHeight: number): boolean {
  return scrolledShare(scrollTop, viewportHeight, pageHeight) < ui.scrollIndicatorThreshold;
}

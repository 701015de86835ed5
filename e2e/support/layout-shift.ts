import type { Page } from "@playwright/test";

/** One layout shift with the elements that moved, for the failure message. */
export interface Shift {
  value: number;
  at: number;
  sources: string[];
}

declare global {
  interface Window {
    __shifts?: Shift[];
  }
}

/**
 * Records every layout shift of the next page loads (a `layout-shift` PerformanceObserver from the first
 * script on). Shifts right after input do not count, as in the browser's own CLS.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__shifts = [];
    const name = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? "?");
      const label = node.getAttribute("aria-label") ?? node.getAttribute("data-testid") ?? "";
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${label ? `[${label}]` : ""} "${(node.textContent ?? "").trim().slice(0, 40)}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        startTime: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        window.__shifts?.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: entry.sources.map((s) => name(s.node)),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * The page's cumulative layout shift as the browser scores it: the largest session window (shifts
 * less than 1 s apart, at most 5 s long), with the shifts for the failure message.
 */
export async function cumulativeLayoutShift(page: Page): Promise<{ cls: number; shifts: Shift[] }> {
  const shifts = await page.evaluate(() => window.__shifts ?? []);
  let cls = 0;
  let window_ = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (window_ > 0 && (shift.at - last > 1000 || shift.at - first > 5000)) window_ = 0;
    if (window_ === 0) first = shift.at;
    window_ += shift.value;
    last = shift.at;
    cls = Math.max(cls, window_);
  }
  return { cls, shifts };
}

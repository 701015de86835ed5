const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "summary",
  "iframe",
  "[contenteditable='true']",
  "[tabindex]",
].join(",");

// jsdom has no layout: there every element in the tree counts as shown.
const isShown = (el: HTMLElement) => (typeof el.checkVisibility === "function" ? el.checkVisibility() : true);

/** The elements inside `root` that Tab reaches, in document order (positive tabindex is not used here). */
export function tabbablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest("[inert], [hidden]") && isShown(el),
  );
}

/** Where a page's heading is found: every layout page's `<h1>` (components/layout/page.tsx). */
export const PAGE_HEADING_ID = "page-title";

/** The open dialog holding focus, if any: a view change behind it never takes focus away. */
const dialogWithFocus = (): Element | null =>
  document.activeElement?.closest("dialog, [role='dialog'], [role='alertdialog']") ?? null;

/**
 * Moves focus to `element` (a heading or a result, focusable by script with tabIndex -1) and brings it
 * into view, unless a dialog that does not hold it has focus. Returns whether it did.
 */
export function focusView(element: HTMLElement | null): boolean {
  const dialog = dialogWithFocus();
  if (!element || (dialog && !dialog.contains(element))) return false;
  element.focus({ preventScroll: true });
  element.scrollIntoView?.({ block: "nearest" });
  return true;
}

/**
 * Focuses the page heading once it is on the page (a lazy page renders it after its chunk loads),
 * waiting at most `timeoutMs`. Returns a function that stops waiting.
 */
export function focusPageHeadingWhenShown(timeoutMs = 5000): () => void {
  const find = () => document.getElementById(PAGE_HEADING_ID);
  if (find()) {
    focusView(find());
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!find()) return;
    stop();
    focusView(find());
  });
  const timer = window.setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

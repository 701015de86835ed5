import { type Breakpoint, breakpoints } from "@lotto/ui/theme";
import { useSyncExternalStore } from "react";

/** The device class for a viewport width (R-LIMITS breakpoints 600/900/1200). */
export function breakpointOf(width: number): Breakpoint {
  if (width >= breakpoints.desktop) return "desktop";
  if (width >= breakpoints.laptop) return "laptop";
  if (width >= breakpoints.tablet) return "tablet";
  return "mobile";
}

// Reading window.innerWidth makes the browser finish any pending layout first; read during a render,
// after the previous commit changed the page, that was a whole-page layout inside the render's task.
// The width is read once and then kept by the resize events while anything listens.
let width: number | null = null;
const listeners = new Set<() => void>();

const onResize = () => {
  const next = window.innerWidth;
  if (next === width) return;
  width = next;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  if (listeners.size === 0) window.addEventListener("resize", onResize);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener("resize", onResize);
    // Nothing follows the resizes any more: the next reader measures again.
    width = null;
  };
};

const currentBreakpoint = () => {
  width ??= window.innerWidth;
  return breakpointOf(width);
};

/** The current device class, updated on resize. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, currentBreakpoint);
}

/** True on tablet size and smaller (R-SCREENS: bottom bar, sidebar account link). */
export function useIsTabletDown(): boolean {
  const bp = useBreakpoint();
  return bp === "mobile" || bp === "tablet";
}

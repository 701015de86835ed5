import { useSyncExternalStore } from "react";
import { type Breakpoint, breakpoints } from "@/config/theme";

/** The device class for a viewport width (R-LIMITS breakpoints 600/900/1200). */
export function breakpointOf(width: number): Breakpoint {
  if (width >= breakpoints.desktop) return "desktop";
  if (width >= breakpoints.laptop) return "laptop";
  if (width >= breakpoints.tablet) return "tablet";
  return "mobile";
}

const subscribe = (listener: () => void) => {
  window.addEventListener("resize", listener);
  return () => window.removeEventListener("resize", listener);
};

/** The current device class, updated on resize. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, () => breakpointOf(window.innerWidth));
}

/** True on tablet size and smaller (R-SCREENS: bottom bar, sidebar account link). */
export function useIsTabletDown(): boolean {
  const bp = useBreakpoint();
  return bp === "mobile" || bp === "tablet";
}

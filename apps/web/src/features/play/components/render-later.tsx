import { type ReactNode, useDeferredValue } from "react";

/**
 * Renders its children in a render of their own, right after the one that mounts it: that second
 * render runs as a transition, which React slices, so content below the fold does not lengthen the
 * task that paints what is above it (the game page's first full render was one task of ~96 ms).
 */
export function RenderLater({ children }: { children: ReactNode }) {
  const now = useDeferredValue(true, false);
  return now ? children : null;
}

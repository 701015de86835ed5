import { type ReactNode, startTransition, useEffect, useState } from "react";

/**
 * Renders its children in a render of their own, `after` renders after the one that mounts it. Each
 * starts from an effect as a transition, which React slices and commits on its own, so content further
 * down the page does not lengthen the task that paints what is above it (the game page's first full
 * render and its layout were one task of over 200 ms at a phone's speed).
 *
 * Not `useDeferredValue`: mounted inside a deferred render, it returns its final value at once.
 */
export function RenderLater({
  children,
  after = 1,
  fallback = null,
}: {
  children: ReactNode;
  after?: number;
  /** Shown until the children's render commits (a skeleton of their size). */
  fallback?: ReactNode;
}) {
  const [now, setNow] = useState(false);
  useEffect(() => startTransition(() => setNow(true)), []);
  if (!now) return fallback;
  return after > 1 ? (
    <RenderLater after={after - 1} fallback={fallback}>
      {children}
    </RenderLater>
  ) : (
    children
  );
}

import { focusPageHeadingWhenShown } from "@lotto/ui/focus";
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/**
 * On every route change (not the first load, where the browser starts at the top) focus goes to the
 * new page's heading, so keyboard and screen-reader players start reading the new view, not the page top.
 */
export function useFocusPageHeading(): void {
  const [location] = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the trigger.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return focusPageHeadingWhenShown();
  }, [location]);
}

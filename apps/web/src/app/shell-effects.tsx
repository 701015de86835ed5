import { useEffect } from "react";
import { printConsoleBanner } from "@/features/shell/console-banner";
import { useViewportLock } from "@/features/shell/hooks/use-viewport-lock";
import { useAnalytics } from "./use-analytics";

/**
 * Start-up effects of the shell with no UI: console banner, zoom lock (R-SCREENS), analytics (R-CALLS).
 * The app mounts them once the first paint is done (use-after-first-paint.ts).
 */
export function ShellEffects() {
  useViewportLock();
  useAnalytics();
  useEffect(() => printConsoleBanner(), []);
  return null;
}

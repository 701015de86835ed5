import { useEffect } from "react";
import { printConsoleBanner } from "@/features/shell/console-banner";
import { useViewportLock } from "@/features/shell/hooks/use-viewport-lock";

/** Start-up effects of the shell with no UI: console banner, zoom lock (spec §2). */
export function ShellEffects() {
  useViewportLock();
  useEffect(() => printConsoleBanner(), []);
  return null;
}

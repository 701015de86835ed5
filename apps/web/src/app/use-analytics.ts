import { useEffect } from "react";
import { useLocation } from "wouter";
import { tagManagerId, track, trackSessionChanges } from "@/lib/analytics";
import { useShell } from "@/lib/shell-context";

/** The shell's analytics (R-CALLS): tag manager when configured, login/logout and navigation events. */
export function useAnalytics(): void {
  const { session } = useShell();
  const [pathname] = useLocation();
  useEffect(() => {
    const id = tagManagerId();
    if (id) void import("@/lib/tag-manager").then((m) => m.loadTagManager(id));
  }, []);
  useEffect(() => trackSessionChanges(session), [session]);
  useEffect(() => track({ event: "navigation", page_path: pathname }), [pathname]);
}

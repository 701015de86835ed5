import { useEffect } from "react";
import { useLocation } from "wouter";
import { loadTagManager, tagManagerId, track, trackSessionChanges } from "@/lib/analytics";
import { useShell } from "@/lib/shell-context";

/** The shell's analytics (spec §7): tag manager when configured, login/logout and navigation events. */
export function useAnalytics(): void {
  const { session } = useShell();
  const [pathname] = useLocation();
  useEffect(() => void loadTagManager(tagManagerId()), []);
  useEffect(() => trackSessionChanges(session), [session]);
  useEffect(() => track({ event: "navigation", page_path: pathname }), [pathname]);
}

import { type SessionPhase, sessionMsLeft, sessionPhase } from "@lotto/core";
import { useEffect, useState, useSyncExternalStore } from "react";
import { instantOf } from "@/lib/instant";
import { useShell } from "@/lib/shell-context";

/** Where the session stands now: its phase and whole seconds left (spec §4 Session). */
export interface SessionClock {
  phase: SessionPhase | "logged-out";
  secondsLeft: number;
}

/** Ticks once a second while logged in and reports core's session phase for lastLogin. */
export function useSessionClock(): SessionClock {
  const { session, now } = useShell();
  const token = useSyncExternalStore(session.subscribe, () => session.get().token);
  const lastLogin = useSyncExternalStore(session.subscribe, () => session.get().lastLogin);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!token) return;
    const timer = setInterval(() => setTick((t) => t + 1), 1000);
    return () => clearInterval(timer);
  }, [token]);
  if (!token) return { phase: "logged-out", secondsLeft: 0 };
  const start = lastLogin ? instantOf(lastLogin) : null;
  // A token without lastLogin cannot be timed: treat it as stale (spec §4 logs such users out).
  if (!start) return { phase: "stale", secondsLeft: 0 };
  const current = instantOf(now());
  void tick;
  return {
    phase: sessionPhase(start, current),
    secondsLeft: Math.max(0, Math.ceil(sessionMsLeft(start, current) / 1000)),
  };
}

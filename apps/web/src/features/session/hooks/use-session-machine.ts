import { SESSION_EXPIRED_REDIRECT, sessionMsLeft } from "@lotto/core";
import { type SessionCheck, sessionMachine } from "@lotto/core/machines";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "wouter";
import { useOverlay } from "@/hooks/use-overlay";
import { instantOf } from "@/lib/instant";
import { useShell } from "@/lib/shell-context";

/** The session as the watch shows it: the blocking warning and its seconds left (R-STATES). */
export interface SessionWarning {
  warning: boolean;
  secondsLeft: number;
}

/**
 * Runs core's session machine over the session store (R-STATES Session), its only source: a token change
 * or a navigation is a `SESSION.CHECK` (so the no-token rule runs here too, not only in the route
 * guard), a token the store says a 401 session-expired ended is `SESSION.EXPIRED_ERROR`, any other
 * refused token `SESSION.UNAUTHORIZED`, the player's own log out `SESSION.LOGOUT`. Storage, navigation and messages
 * are the machine's provided actions.
 */
export function useSessionMachine(): SessionWarning {
  const { session, appDetails, queryClient, now } = useShell();
  const overlay = useOverlay();
  const [location, navigate] = useLocation();
  const effects = useRef({ overlay, navigate });
  effects.current = { overlay, navigate };
  const check = (): SessionCheck => ({
    token: session.get().token,
    lastLogin: session.get().lastLogin,
    now: now(),
    isApp: appDetails !== null,
    pathname: window.location.pathname,
    expiredByServer: session.get().expiredByServer,
  });
  const actor = useActorRef(
    sessionMachine.provide({
      actions: {
        storeSession: (_, p) => session.signIn(p.token, p.lastLogin),
        clearSession: () => session.signOut(),
        navigate: (_, p) => effects.current.navigate(p.to, { replace: true }),
        // The only message is 'Session expired': shown, then the login with its alert (R-STATES, R-ERRORS).
        notify: (_, p) => {
          effects.current.overlay.showFailure(p.message);
          effects.current.navigate(SESSION_EXPIRED_REDIRECT, { replace: true });
        },
        signalSessionChange: () => void queryClient.invalidateQueries(),
      },
    }),
    { input: check() },
  );
  const token = useSyncExternalStore(session.subscribe, () => session.get().token);
  const lastLogin = useSyncExternalStore(session.subscribe, () => session.get().lastLogin);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new token, login or page is what re-checks.
  useEffect(() => {
    actor.send({ type: "SESSION.CHECK", ...check() });
  }, [actor, token, lastLogin, location]);
  // The session store is the one source: how its token ended says which event the machine gets.
  useEffect(() => {
    let known = session.get().token;
    return session.subscribe(() => {
      const { token, expiredByServer } = session.get();
      if (token === known) return;
      known = token;
      if (token !== null) return;
      if (session.isSigningOut()) actor.send({ type: "SESSION.LOGOUT" });
      else if (expiredByServer) actor.send({ type: "SESSION.EXPIRED_ERROR" });
      else actor.send({ type: "SESSION.UNAUTHORIZED" });
    });
  }, [actor, session]);
  const warning = useSelector(actor, (s) => s.hasTag("blocking-warning"));
  const secondsLeft = useCountdown(warning, lastLogin, now);
  return { warning, secondsLeft };
}

// The warning's seconds left, ticking once a second while it shows.
function useCountdown(active: boolean, lastLogin: string | null, now: () => string): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((t) => t + 1), 1000);
    return () => clearInterval(timer);
  }, [active]);
  const start = lastLogin ? instantOf(lastLogin) : null;
  if (!active || !start) return 0;
  return Math.max(0, Math.ceil(sessionMsLeft(start, instantOf(now())) / 1000));
}

import { getUserDetails } from "@lotto/api";
import { APP_TEXT, SESSION_EXPIRED_REDIRECT } from "@lotto/core";
import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "wouter";
import { useOverlay } from "@/hooks/use-overlay";
import { useShell } from "@/lib/shell-context";
import { SessionWarningDialog } from "./components/session-warning-dialog";
import { useSessionClock } from "./hooks/use-session-clock";

/**
 * Watches the session (spec §4): loads the user's details for a token, shows the blocking warning in
 * the last 60 s, logs out at 0 with 'Session expired' and the login, and sends a stale login home.
 */
export default function SessionWatch() {
  const { api, session } = useShell();
  const overlay = useOverlay();
  const [, navigate] = useLocation();
  const clock = useSessionClock();
  const token = useSyncExternalStore(session.subscribe, () => session.get().token);
  useEffect(() => {
    if (!token) return;
    getUserDetails(api)
      .then((user) => session.setUser(user))
      .catch(() => undefined);
  }, [api, session, token]);
  useEffect(() => {
    if (clock.phase === "expired") {
      session.signOut();
      overlay.showFailure(APP_TEXT.sessionExpired);
      navigate(SESSION_EXPIRED_REDIRECT, { replace: true });
    } else if (clock.phase === "stale") {
      session.signOut();
      navigate("/", { replace: true });
    }
  }, [clock.phase, navigate, overlay, session]);
  if (clock.phase !== "warning") return null;
  return (
    <SessionWarningDialog
      secondsLeft={clock.secondsLeft}
      onLogout={() => {
        session.signOut();
        navigate("/", { replace: true });
      }}
    />
  );
}

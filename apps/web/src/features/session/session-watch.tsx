import { getUserDetails } from "@lotto/api";
import { useEffect, useSyncExternalStore } from "react";
import { useSession } from "@/hooks/use-session";
import { useShell } from "@/lib/shell-context";
import { SessionWarningDialog } from "./components/session-warning-dialog";
import { useSessionMachine } from "./hooks/use-session-machine";

/**
 * Watches the session (R-STATES) while there is one or was one (lastLogin kept): loads the user's
 * details for a token and shows the blocking warning of the last 60 s; core's session machine does the
 * timing, expiry, staleness, the no-token rule and 401s.
 */
export default function SessionWatch() {
  const { api, session } = useShell();
  const { logout } = useSession();
  const machine = useSessionMachine();
  const token = useSyncExternalStore(session.subscribe, () => session.get().token);
  useEffect(() => {
    if (!token) return;
    getUserDetails(api)
      .then((user) => session.setUser(user))
      .catch(() => undefined);
  }, [api, session, token]);
  if (!machine.warning) return null;
  return <SessionWarningDialog secondsLeft={machine.secondsLeft} onLogout={logout} />;
}

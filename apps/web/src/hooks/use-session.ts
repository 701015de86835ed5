import { logout as apiLogout } from "@lotto/api";
import { useCallback, useSyncExternalStore } from "react";
import { useLocation, useSearch } from "wouter";
import { postToApp } from "@/lib/app-bridge";
import { releaseDevicePush } from "@/lib/device-push";
import { useShell } from "@/lib/shell-context";
import { QUERY, withQuery } from "@/lib/url-params";

/** What pages need of the login session (R-ROLES roles); narrow values and named senders. */
export interface SessionView {
  isLoggedIn: boolean;
  playerId: string | null;
  isSelfExcluded: boolean;
  pendingSetup: boolean;
  openLogin(): void;
  logout(): void;
}

/** The session as pages see it (R-STATES Session, R-ROLES Roles). */
export function useSession(): SessionView {
  const { api, session, appDetails } = useShell();
  const isLoggedIn = useSyncExternalStore(session.subscribe, () => session.get().token !== null);
  const user = useSyncExternalStore(session.subscribe, () => session.get().user);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const openLogin = useCallback(() => {
    // In the app wrapper the native login takes over (R-ROLES).
    if (appDetails && postToApp({ type: "LOGIN_CLICK" })) return;
    navigate(withQuery(location, search, { [QUERY.showLogin]: "true" }));
  }, [appDetails, location, navigate, search]);
  const logout = useCallback(() => {
    // This device's pushes go first, while the session stands; R-CALLS: logout errors are ignored.
    void releaseDevicePush(api);
    apiLogout(api, {}).catch(() => undefined);
    // Back to the login view (R-STATES); the overlay's machine takes its logged-out path on signOut.
    navigate(`/?${QUERY.showLogin}=true&${QUERY.page}=login`);
    session.signOut(true);
    if (appDetails) postToApp({ type: "LOGOUT" });
  }, [api, appDetails, navigate, session]);
  return {
    isLoggedIn,
    playerId: user?.playerId ?? null,
    isSelfExcluded: user?.selfExclusionFlag === 1,
    pendingSetup: user?.pending_account_setup === true,
    openLogin,
    logout,
  };
}

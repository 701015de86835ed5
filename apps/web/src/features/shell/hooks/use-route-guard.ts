import { isAppOpenPath, SESSION_EXPIRED_REDIRECT } from "@lotto/core";
import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { isProtectedPath, paths } from "@/config/paths";
import { useSession } from "@/hooks/use-session";
import { useShell } from "@/lib/shell-context";
import { SESSION_KEYS, sessionStore } from "@/lib/storage";

/** What the guard decided for the current path (R-ROUTES, R-STATES session, docs/decisions.md#d1). */
export type GuardDecision = "show" | "login" | "home" | "setup";

/**
 * The guard rule: protected pages need a login, which the web opens in its overlay; in the app
 * wrapper, where login belongs to the wrapper (LOGIN_CLICK), a visitor off the app's open paths goes
 * to / instead (R-STATES session, R-ROLES). Pending setup sends home to /account-setup.
 */
export function guardDecision(
  pathname: string,
  isLoggedIn: boolean,
  pendingSetup: boolean,
  isApp = false,
): GuardDecision {
  if (!isLoggedIn) {
    if (!isProtectedPath(pathname)) return "show";
    if (isApp) return isAppOpenPath(pathname) ? "show" : "home";
    return "login";
  }
  if (pendingSetup && pathname === paths.home.path) return "setup";
  return "show";
}

/**
 * Applies the guard: saves returnPath in session storage and opens the login over home (web), sends an
 * app visitor to / (R-STATES), or redirects a pending-setup player to /account-setup. Returns whether
 * the page may render.
 */
export function useRouteGuard(): boolean {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { isLoggedIn, pendingSetup } = useSession();
  const { appDetails, session } = useShell();
  const decision = guardDecision(location, isLoggedIn, pendingSetup, appDetails !== null);
  useEffect(() => {
    if (decision === "login") {
      sessionStore.setItem(SESSION_KEYS.returnPath, search ? `${location}?${search}` : location);
      // A 401 SESSION_EXPIRED that came before the session machine subscribed still gets its notice.
      navigate(session.get().expiredByServer ? SESSION_EXPIRED_REDIRECT : "/?showLogin=true", {
        replace: true,
      });
    } else if (decision === "home") {
      navigate(paths.home.path, { replace: true });
    } else if (decision === "setup") {
      navigate(paths.accountSetup.path, { replace: true });
    }
  }, [decision, location, navigate, search, session]);
  return decision === "show";
}

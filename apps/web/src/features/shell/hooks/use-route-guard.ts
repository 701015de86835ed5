import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { isProtectedPath, paths } from "@/config/paths";
import { useSession } from "@/hooks/use-session";
import { SESSION_KEYS, sessionStore } from "@/lib/storage";

/** What the guard decided for the current path (spec §2 routes, DECISIONS 1). */
export type GuardDecision = "show" | "login" | "setup";

/** The guard rule: protected pages need a login; pending setup sends home to /account-setup. */
export function guardDecision(pathname: string, isLoggedIn: boolean, pendingSetup: boolean): GuardDecision {
  if (!isLoggedIn) return isProtectedPath(pathname) ? "login" : "show";
  if (pendingSetup && pathname === paths.home.path) return "setup";
  return "show";
}

/**
 * Applies the guard: saves returnPath in session storage and opens the login over home, or redirects
 * a pending-setup player to /account-setup. Returns whether the page may render.
 */
export function useRouteGuard(): boolean {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { isLoggedIn, pendingSetup } = useSession();
  const decision = guardDecision(location, isLoggedIn, pendingSetup);
  useEffect(() => {
    if (decision === "login") {
      sessionStore.setItem(SESSION_KEYS.returnPath, search ? `${location}?${search}` : location);
      navigate("/?showLogin=true", { replace: true });
    } else if (decision === "setup") {
      navigate(paths.accountSetup.path, { replace: true });
    }
  }, [decision, location, navigate, search]);
  return decision === "show";
}

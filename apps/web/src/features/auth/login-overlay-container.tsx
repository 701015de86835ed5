import { getUserDetails } from "@lotto/api";
import { LOGIN_TEXT, loginPageOf } from "@lotto/core";
import type { AlertSeverity } from "@lotto/ui/alert";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { useOverlay } from "@/hooks/use-overlay";
import { postToApp } from "@/lib/app-bridge";
import { useShell } from "@/lib/shell-context";
import { SESSION_KEYS, sessionStore } from "@/lib/storage";
import { QUERY, withQuery } from "@/lib/url-params";
import { DEFAULT_MAINTENANCE_TITLE, LoginOverlay } from "./components/login-overlay";
import { useLoginView } from "./hooks/use-login-view";
import type { LoginSuccess } from "./login-view-actors";
import { SignUpContainer } from "./sign-up-container";
import { UpgradePrsContainer } from "./upgrade-prs-container";

/** Props of {@link LoginOverlayContainer}: the outage state, the reset flow variant and the alertType notice. */
export interface LoginOverlayContainerProps {
  /** The URL asks for the overlay (`showLogin`); while signed in it stays mounted, hidden, for the log out. */
  open: boolean;
  outage: boolean;
  outageMessage?: string | undefined;
  /** Remote config newPasswordResetFlow: reset by email only, no date of birth (R-ENTITIES, R-VALIDATION). */
  newPasswordResetFlow?: boolean;
  notice: { message: string; severity: AlertSeverity } | null;
  onDismissNotice(): void;
}

/**
 * The login overlay on core's login view machine, wired to the URL (`showLogin`, `page`), the API and
 * the session (R-SCREENS, R-STATES): on success it stores the session, says 'Successfully signed in.' and
 * returns to the saved path.
 */
export default function LoginOverlayContainer({
  open,
  outage,
  outageMessage,
  newPasswordResetFlow = false,
  notice,
  onDismissNotice,
}: LoginOverlayContainerProps) {
  const { api, session, appDetails, now } = useShell();
  const overlay = useOverlay();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const page = new URLSearchParams(search).get(QUERY.page);
  const close = useCallback(() => {
    onDismissNotice();
    navigate(withQuery(location, search, { [QUERY.showLogin]: null, [QUERY.page]: null }), { replace: true });
  }, [location, navigate, onDismissNotice, search]);
  const onSignedIn = useCallback(
    ({ token, email, password }: LoginSuccess) => {
      session.signIn(token, now());
      getUserDetails(api)
        .then((user) => session.setUser(user))
        .catch(() => undefined);
      if (appDetails) postToApp({ type: "LOGIN_SUCCESS", username: email, password });
      overlay.showSuccess(LOGIN_TEXT.signedIn);
      onDismissNotice();
      const returnPath = sessionStore.getItem(SESSION_KEYS.returnPath);
      sessionStore.removeItem(SESSION_KEYS.returnPath);
      navigate(returnPath ?? withQuery(location, search, { [QUERY.showLogin]: null, [QUERY.page]: null }), {
        replace: true,
      });
    },
    [api, appDetails, location, navigate, now, onDismissNotice, overlay, search, session],
  );
  // A session the server ended opens at the login view, as the machine's logged-out path would, also
  // when this lazily loaded overlay mounts only after the 401 had already cleared the token.
  const startPage = page ?? (session.get().expiredByServer ? "login" : null);
  // The token the machine started with: a 401 landing between this first render and the effect below
  // still ends a session the machine believes signed in.
  const knownToken = useRef(session.get().token);
  // This overlay loads lazily: after a log out that cleared the token before it mounted, the machine
  // starts signed in as it would have been, so the log out told on mount takes its path and its notice.
  const [loggedOutBeforeMount] = useState(() => knownToken.current === null && session.hasUntoldOwnSignOut());
  const { model, actions } = useLoginView({
    page: loginPageOf(startPage),
    outage,
    newPasswordResetFlow,
    signedIn: knownToken.current !== null || loggedOutBeforeMount,
    onSignedIn,
  });
  // Every end of the session takes the machine's logged-out path back to the login view (R-STATES);
  // the machine says 'Logged out successfully' only for the player's own log out in the app.
  useEffect(() => {
    if (loggedOutBeforeMount && knownToken.current === null) {
      session.takeOwnSignOut();
      actions.loggedOut(appDetails !== null, true);
    }
    const follow = () => {
      const next = session.get().token;
      if (knownToken.current !== null && next === null)
        actions.loggedOut(appDetails !== null, session.takeOwnSignOut());
      knownToken.current = next;
    };
    follow();
    return session.subscribe(follow);
  }, [actions, appDetails, loggedOutBeforeMount, session]);
  // The URL follows the machine's view so a reload or a shared link reopens it (R-SCREENS `page`).
  useEffect(() => {
    if (open && model.view && model.view !== loginPageOf(page)) {
      navigate(withQuery(location, search, { [QUERY.page]: model.view }), { replace: true });
    }
  }, [location, model.view, navigate, open, page, search]);
  if (!open || model.hidden) return null;
  return (
    <LoginOverlay
      model={model}
      actions={actions}
      notice={notice}
      maintenanceTitle={outageMessage || DEFAULT_MAINTENANCE_TITLE}
      newPasswordResetFlow={newPasswordResetFlow}
      renderSignUp={(email) => <SignUpContainer email={email} onLogin={actions.back} />}
      renderUpgradePrs={(email) => <UpgradePrsContainer email={email} onLogin={actions.back} />}
      onClose={close}
    />
  );
}

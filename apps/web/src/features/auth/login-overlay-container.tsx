import { getUserDetails } from "@lotto/api";
import { LOGIN_TEXT } from "@lotto/core";
import { useCallback } from "react";
import { useLocation, useSearch } from "wouter";
import type { AlertSeverity } from "@/components/ui/alert";
import { useOverlay } from "@/hooks/use-overlay";
import { postToApp } from "@/lib/app-bridge";
import { useShell } from "@/lib/shell-context";
import { SESSION_KEYS, sessionStore } from "@/lib/storage";
import { QUERY, withQuery } from "@/lib/url-params";
import { DEFAULT_MAINTENANCE, LoginOverlay } from "./components/login-overlay";
import { useLoginFlow } from "./hooks/use-login-flow";
import { type LoginView, loginViewOf } from "./login-views";

/** Props of {@link LoginOverlayContainer}: the outage state and the alertType notice. */
export interface LoginOverlayContainerProps {
  outage: boolean;
  outageMessage?: string | undefined;
  notice: { message: string; severity: AlertSeverity } | null;
  onDismissNotice(): void;
}

/**
 * The login overlay wired to the URL (`showLogin`, `page`), the API and the session (spec §2, §4):
 * on success it stores the session, says 'Successfully signed in.' and returns to the saved path.
 */
export default function LoginOverlayContainer({
  outage,
  outageMessage,
  notice,
  onDismissNotice,
}: LoginOverlayContainerProps) {
  const { api, session, appDetails, now } = useShell();
  const overlay = useOverlay();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const view = loginViewOf(new URLSearchParams(search).get(QUERY.page));
  const goTo = useCallback(
    (next: LoginView) => navigate(withQuery(location, search, { [QUERY.page]: next })),
    [location, navigate, search],
  );
  const close = useCallback(() => {
    onDismissNotice();
    navigate(withQuery(location, search, { [QUERY.showLogin]: null, [QUERY.page]: null }), { replace: true });
  }, [location, navigate, onDismissNotice, search]);
  const onToken = useCallback(
    (token: string, state: { email: string; password: string }) => {
      session.signIn(token, now());
      getUserDetails(api)
        .then((user) => session.setUser(user))
        .catch(() => undefined);
      if (appDetails)
        postToApp({ type: "LOGIN_SUCCESS", username: state.email.trim(), password: state.password });
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
  const flow = useLoginFlow(goTo, onToken);
  const maintenance = outage
    ? { ...DEFAULT_MAINTENANCE, ...(outageMessage ? { title: outageMessage } : {}) }
    : null;
  return (
    <LoginOverlay
      view={view}
      flow={flow}
      notice={notice}
      maintenance={maintenance}
      newPasswordResetFlow={false}
      goTo={goTo}
      onClose={close}
    />
  );
}

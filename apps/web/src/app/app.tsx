import { showsMaintenance } from "@lotto/core";
import { Alert } from "@lotto/ui/alert";
import {
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useCallback,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
} from "react";
import { useLocation, useSearch } from "wouter";
import { useRemoteConfig } from "@/api/use-remote-config";
import { useServiceStatus } from "@/features/platform/api/use-platform-config";
import { PlatformGate } from "@/features/platform/platform-gate";
import { StatusOverlay } from "@/features/shell/components/status-overlay";
import { useAlertType } from "@/features/shell/hooks/use-alert-type";
import { tourForPath, tourRequest } from "@/features/tours/tour-request";
import { useAfterFirstPaint } from "@/hooks/use-after-first-paint";
import { useDialogHash } from "@/hooks/use-dialog-hash";
import { useHashedDialog } from "@/hooks/use-hashed-dialog";
import { useOverlayState } from "@/hooks/use-overlay";
import { postToApp } from "@/lib/app-bridge";
import { CartProvider } from "@/lib/cart/cart-provider";
import { feedbackFooterClosed } from "@/lib/feedback-footer";
import { type ShellServices, useShell } from "@/lib/shell-context";
import { stagingHost } from "@/lib/staging-host";
import { QUERY } from "@/lib/url-params";
import { useAppMessages } from "./app-messages";
import { AppProvider } from "./provider";
import { AppRouter } from "./router";
import { ShellEffects } from "./shell-effects";
import { useTakeOver } from "./take-over";
import { useShellCart } from "./use-shell-cart";

// Not in the entry bundle (pnpm bench budget, R-WEB-QUALITY): the login and the player-only effects bring the
// Temporal polyfill; the dialogs load when a hash names one.
const LoginOverlayContainer = lazy(() => import("@/features/auth/login-overlay-container"));
const PlayerEffects = lazy(() => import("./player-effects"));
const ShellDialogs = lazy(() => import("./shell-dialogs"));
const TourRunner = lazy(() => import("@/features/tours/tour-runner"));
// Only a log out with tickets in the cart asks first (R-SCREENS shopping-cart-logout).
const SharedDialog = lazy(() =>
  import("@/features/shell/components/dialogs/shared-dialog").then((m) => ({ default: m.SharedDialog })),
);

/**
 * The routes re-render when their own hooks say so, not each time the shell does (its service status,
 * remote config, cart badge or the first paint settling): each of those was a whole-page render.
 */
const Routes = memo(AppRouter);

function Shell() {
  const { appDetails, session } = useShell();
  const overlayState = useOverlayState();
  const loggedIn = useSyncExternalStore(session.subscribe, () => session.get().token !== null);
  // A session that lapsed without a log out (lastLogin kept, no token) still goes through the session
  // machine's no-token rule (R-STATES).
  const hadSession = useSyncExternalStore(session.subscribe, () => session.get().lastLogin !== null);
  const dialogs = useDialogHash();
  const search = useSearch();
  const showLogin = new URLSearchParams(search).get(QUERY.showLogin) === "true";
  const status = useServiceStatus(showLogin);
  const remote = useRemoteConfig();
  const [notice, dismissNotice] = useAlertType();
  useAppMessages();
  const showDialog = dialogs.show;
  const onFeedback = useCallback(() => {
    // In the app, feedback goes to the wrapper (R-ROLES).
    if (!(appDetails && postToApp({ type: "FEEDBACK" }))) showDialog("feedback");
  }, [appDetails, showDialog]);
  const cart = useShellCart();
  const logout = useRef(cart.logout);
  useLayoutEffect(() => {
    logout.current = cart.logout;
  });
  const onLogout = useCallback(() => logout.current(), []);
  const [location, navigate] = useLocation();
  const tour = useSyncExternalStore(tourRequest.subscribe, tourRequest.get);
  // The menu starts the page's own tour; the product tour first asks with its start dialog (R-STATES).
  const onTour = useCallback(() => {
    const kind = tourForPath(location);
    if (kind === "product") showDialog("tour-start-info");
    else tourRequest.set(kind);
  }, [showDialog, location]);
  return (
    <>
      <AfterFirstPaint>
        <ShellEffects />
      </AfterFirstPaint>
      {(loggedIn || hadSession) && (
        <Suspense fallback={null}>
          <PlayerEffects loggedIn={loggedIn} />
        </Suspense>
      )}
      {notice && !showLogin && (
        <Alert severity={notice.severity} onClose={dismissNotice}>
          {notice.message}
        </Alert>
      )}
      <Routes onFeedback={onFeedback} onLogout={onLogout} onTour={onTour} />
      {cart.confirmingLogout && (
        <LogoutConfirmation onConfirm={cart.confirmLogout} onCancel={cart.cancelLogout} />
      )}
      {(showLogin || loggedIn) && (
        <Suspense fallback={null}>
          <LoginOverlayContainer
            open={showLogin}
            outage={showsMaintenance(
              status.data?.gaming_system_outage === true,
              window.location.hostname,
              stagingHost(),
            )}
            outageMessage={remote.data?.outageMessage || undefined}
            newPasswordResetFlow={remote.data?.newPasswordResetFlow === true}
            notice={notice}
            onDismissNotice={dismissNotice}
          />
        </Suspense>
      )}
      {dialogs.open && (
        <Suspense fallback={null}>
          <ShellDialogs />
        </Suspense>
      )}
      {tour && (
        <Suspense fallback={null}>
          <TourRunner
            key={tour}
            kind={tour}
            onDone={() => tourRequest.set(null)}
            goHome={() => navigate("/")}
            // After the key or click that ended the tour is done with: Escape must not close the dialog.
            showEndInfo={() => setTimeout(() => dialogs.show("tour-end-info"), 0)}
            openFeedbackFooter={() => feedbackFooterClosed.set(false)}
          />
        </Suspense>
      )}
      <StatusOverlay state={overlayState} />
    </>
  );
}

/** Its children once the first paint is done; its own component, so that moment re-renders only it. */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}

/** The log-out confirmation (#confirmation-dialog while open, R-SCREENS): back cancels it. */
function LogoutConfirmation({ onConfirm, onCancel }: { onConfirm(): void; onCancel(): void }) {
  useHashedDialog("confirmation", onCancel);
  return (
    <Suspense fallback={null}>
      <SharedDialog name="shopping-cart-logout" onPrimary={onConfirm} onSecondary={onCancel} />
    </Suspense>
  );
}

/** The whole web app: providers, full-screen states, shell effects, routes and shell overlays. */
export function App({ services }: { services?: ShellServices }) {
  useTakeOver();
  return (
    <AppProvider {...(services ? { services } : {})}>
      <PlatformGate>
        <CartProvider>
          <Shell />
        </CartProvider>
      </PlatformGate>
    </AppProvider>
  );
}

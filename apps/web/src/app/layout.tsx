import { CART_OVER_LIMIT_TEXT } from "@lotto/core";
import { sizes } from "@lotto/ui/theme";
import { lazy, type ReactNode, Suspense, useCallback, useSyncExternalStore } from "react";
import styled from "styled-components";
import { useLocation, useSearchParams } from "wouter";
import { useRemoteConfig } from "@/api/use-remote-config";
import { useSpendFigures } from "@/api/use-spend-figures";
import { paths } from "@/config/paths";
import { WEB_VERSION } from "@/config/web-client";
import { useNotifications } from "@/features/notifications/api/notification-queries";
import { BottomBar } from "@/features/shell/components/bottom-bar";
import { FeedbackBar } from "@/features/shell/components/feedback-bar";
import { Footer } from "@/features/shell/components/footer";
import { Sidebar } from "@/features/shell/components/sidebar";
import { SkipLink } from "@/features/shell/components/skip-link";
import { TopBar } from "@/features/shell/components/top-bar";
import { useKeyboardShortcuts } from "@/features/shell/hooks/use-keyboard-shortcuts";
import type { ShortcutAction } from "@/features/shell/keyboard-shortcuts";
import { showsBottomBar } from "@/features/shell/nav-items";
import { useIsTabletDown } from "@/hooks/use-breakpoint";
import { useDialogHash } from "@/hooks/use-dialog-hash";
import { useHashFlag } from "@/hooks/use-hash";
import { useSession } from "@/hooks/use-session";
import { postToApp } from "@/lib/app-bridge";
import { feedbackFooterClosed } from "@/lib/feedback-footer";
import { useShell } from "@/lib/shell-context";
import { useFocusPageHeading } from "./use-focus-page-heading";
import { useShellCart } from "./use-shell-cart";
import { useUserName } from "./use-user-name";

// Most visits have no system alerts: their rules and bar load only when the config has some.
const SystemAlertsBar = lazy(() => import("@/features/remote-config/system-alerts-bar"));
// Only loaded when an unread win is there to celebrate.
const WinCelebrationHost = lazy(() => import("@/features/notifications/win-celebration-host"));
// Only a hint, so it loads after the page rather than in the home route's first bytes.
const ScrollIndicator = lazy(() => import("@/features/shell/components/scroll-indicator"));

/** The protected layout (R-SCREENS): top bar, sidebar, page, bottom bar, feedback bar and footer. */
export function Layout({ children, onFeedback: giveFeedback, onLogout, onTour }: LayoutProps) {
  const [location, navigate] = useLocation();
  const [search] = useSearchParams();
  const { appDetails } = useShell();
  const session = useSession();
  const cart = useShellCart();
  const notifications = useNotifications(session.isLoggedIn && !session.pendingSetup);
  const spend = useSpendFigures();
  const dialogs = useDialogHash();
  const isTabletDown = useIsTabletDown();
  const name = useUserName();
  const [sidebarOpen, setSidebarOpen] = useHashFlag("sidebar-open");
  const remote = useRemoteConfig();
  const feedbackClosed = useSyncExternalStore(feedbackFooterClosed.subscribe, feedbackFooterClosed.get);
  // Visitors who ask to leave feedback are asked to log in first (R-ROLES).
  const onFeedback = session.isLoggedIn ? giveFeedback : session.openLogin;
  // Pending account setup: no sidebar, no bottom bar (R-SCREENS, R-ROLES).
  const noChrome = session.pendingSetup;
  const onShortcut = useCallback(
    (action: ShortcutAction) => {
      if (action.kind === "menu") setSidebarOpen(!sidebarOpen);
      else if (action.kind === "feedback") onFeedback();
      else navigate(action.href);
    },
    [navigate, onFeedback, setSidebarOpen, sidebarOpen],
  );
  useKeyboardShortcuts(onShortcut);
  useFocusPageHeading();
  const appVersion = appDetails ? `${appDetails.major}.${appDetails.minor}.${appDetails.build}` : null;
  return (
    <>
      <SkipLink />
      <TopBar
        pathname={location}
        isLoggedIn={session.isLoggedIn}
        isSelfExcluded={session.isSelfExcluded}
        cartCount={cart.count}
        spend={spend}
        unreadNotifications={notifications.data?.unread ?? 0}
        overLimitMessage={cart.overLimit ? CART_OVER_LIMIT_TEXT : null}
        animateCartBadge={cart.animateBadge}
        onCartBadgeAnimated={cart.badgeAnimated}
        onOverLimitInfo={() => dialogs.show("shopping-cart-spend-limit-info")}
        onMenu={() => !noChrome && setSidebarOpen(true)}
        onLogin={session.openLogin}
      />
      <Sidebar
        open={sidebarOpen && !noChrome}
        isLoggedIn={session.isLoggedIn}
        name={name}
        isTabletDown={isTabletDown}
        isApp={appDetails !== null}
        onClose={() => setSidebarOpen(false)}
        onTour={() => {
          setSidebarOpen(false);
          onTour();
        }}
        onSettings={() => postToApp({ type: "SETTINGS_CLICK" })}
        onFeedback={() => {
          setSidebarOpen(false);
          onFeedback();
        }}
        onLogout={() => {
          setSidebarOpen(false);
          onLogout();
        }}
        onLogin={() => {
          setSidebarOpen(false);
          session.openLogin();
        }}
      />
      {(remote.data?.systemAlerts.length ?? 0) > 0 && (
        <Suspense fallback={null}>
          <SystemAlertsBar pathname={location} />
        </Suspense>
      )}
      <PageArea>
        {notifications.data?.notifications.some((n) => n.kind === "won" && !n.read) && (
          <Suspense fallback={null}>
            <WinCelebrationHost notifications={notifications.data.notifications} />
          </Suspense>
        )}
        {children}
      </PageArea>
      {isTabletDown && !noChrome && showsBottomBar(location, search.get("gameStatus")) && (
        <BottomBar
          pathname={location}
          isLoggedIn={session.isLoggedIn}
          isSelfExcluded={session.isSelfExcluded}
        />
      )}
      {remote.data?.feedbackFooterEnabled && !feedbackClosed && (
        <FeedbackBar onFeedback={onFeedback} onClose={() => feedbackFooterClosed.set(true)} />
      )}
      <Suspense fallback={null}>
        <ScrollIndicator />
      </Suspense>
      <Footer
        webVersion={WEB_VERSION}
        appVersion={appVersion}
        extraBottomSpace={location === paths.cart.path}
      />
    </>
  );
}

/**
 * The page fills the screen below the top bar however little it has shown yet, so the feedback bar
 * and the footer start below the fold and never jump when the page's data arrives.
 */
const PageArea = styled.div`
  min-height: calc(100vh - ${sizes.topBarHeight}px);
  min-height: calc(100dvh - ${sizes.topBarHeight}px);
`;

/** Props of {@link Layout}: page content and the shell actions the app decides. */
export interface LayoutProps {
  children: ReactNode;
  onFeedback(): void;
  onLogout(): void;
  onTour(): void;
}

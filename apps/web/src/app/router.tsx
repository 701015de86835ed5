import { Spinner } from "@lotto/ui/spinner";
import { Suspense } from "react";
import { Redirect, Route, Switch, useLocation, useSearch } from "wouter";
import { paths } from "@/config/paths";
import { RouteErrorBoundary } from "@/features/shell/components/route-error-boundary";
import { useRouteGuard } from "@/features/shell/hooks/use-route-guard";
import { Layout, type LayoutProps } from "./layout";
import { type LazyPage, PageOf } from "./lazy-page";
import * as Pages from "./routes";
import { useDocumentTitle } from "./use-document-title";

/** The layout routes of R-SCREENS, each a lazy page. */
const LAYOUT_ROUTES: ReadonlyArray<[string, LazyPage]> = [
  [paths.home.path, Pages.HomePage],
  [paths.accountSetup.path, Pages.AccountSetupPage],
  [paths.account.path, Pages.AccountPage],
  [paths.favourites.path, Pages.FavouritesPage],
  [paths.autoplays.path, Pages.AutoplaysPage],
  [paths.wallet.path, Pages.WalletPage],
  [paths.tickets.path, Pages.TicketsPage],
  [paths.results.path, Pages.ResultsPage],
  [paths.contactUs.path, Pages.ContactUsPage],
  [paths.membership.path, Pages.MembershipPage],
  [paths.cart.path, Pages.CartPage],
  [paths.notifications.path, Pages.NotificationsPage],
  [paths.terms.path, Pages.TermsPage],
  [paths.privacy.path, Pages.PrivacyPage],
  [paths.playResponsibly.path, Pages.PlayResponsiblyPage],
  [paths.game.path, Pages.GamePage],
];

/** Loads the layout page `pathname` shows, if any, ahead of the app's first render (main.tsx). */
export function preloadPage(pathname: string): Promise<unknown> {
  const matches = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, "[^/]+")}/?$`).test(pathname);
  return LAYOUT_ROUTES.find(([path]) => matches(path))?.[1].module() ?? Promise.resolve();
}

function PageFallback() {
  return (
    <div style={{ display: "flex", justifyContent: "center", padding: 48 }}>
      <Spinner label="Loading page" />
    </div>
  );
}

/** Lazy page with its own error boundary, reset on navigation (R-SCREENS: route errors → error page). */
function Lazy({ page }: { page: LazyPage }) {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary key={location}>
      <Suspense fallback={<PageFallback />}>
        <PageOf page={page} />
      </Suspense>
    </RouteErrorBoundary>
  );
}

function GuardedPages() {
  const allowed = useRouteGuard();
  if (!allowed) return <PageFallback />;
  return (
    <Switch>
      {LAYOUT_ROUTES.map(([path, page]) => (
        <Route key={path} path={path}>
          <Lazy page={page} />
        </Route>
      ))}
      <Route>
        <Lazy page={Pages.NotFoundPage} />
      </Route>
    </Switch>
  );
}

function LoginRedirect() {
  const search = useSearch();
  // R-SCREENS: /login redirects to / with the query kept.
  return <Redirect to={search ? `/?${search}` : "/"} replace />;
}

/** Every route of R-SCREENS: pages outside the layout, redirects, then the guarded layout routes. */
export function AppRouter(layoutActions: Omit<LayoutProps, "children">) {
  useDocumentTitle();
  return (
    <Switch>
      <Route path={paths.login.path} component={LoginRedirect} />
      <Route path={paths.entries.path}>
        <Redirect to={paths.tickets.path} replace />
      </Route>
      <Route path={paths.activate.path}>
        <Lazy page={Pages.ActivatePage} />
      </Route>
      <Route path={paths.resetPassword.path}>
        <Lazy page={Pages.ResetPasswordPage} />
      </Route>
      <Route>
        <Layout {...layoutActions}>
          <GuardedPages />
        </Layout>
      </Route>
    </Switch>
  );
}

import { EmptyState } from "@lotto/ui/list";
import { Spinner } from "@lotto/ui/spinner";
import { Suspense } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { useOperatorSession } from "../api/session";
import { ErrorNotice } from "../components/error-notice";
import { SignInPage } from "../pages/sign-in/sign-in-page";
import { ConsoleLayout } from "./console-layout";
import { pagesOf } from "./console-pages";
import { PageErrorBoundary } from "./page-error-boundary";

/**
 * The console: the sign-in page until the session says who is signed in, then the layout with the
 * pages of that operator's role; an address the role may not open is "not found" (the server refuses
 * its calls anyway).
 */
export function ConsoleRoot() {
  const session = useOperatorSession();
  const [location] = useLocation();
  if (session.isPending)
    return (
      <main style={{ display: "grid", placeItems: "center", minHeight: "100vh" }}>
        <Spinner label="Loading the console" />
      </main>
    );
  if (session.error)
    return (
      <main style={{ padding: 24 }}>
        <ErrorNotice
          message={session.error.message}
          action="Try again"
          onAction={() => void session.refetch()}
        />
      </main>
    );
  if (!session.data) return <SignInPage />;
  const pages = pagesOf(session.data.role);
  return (
    <ConsoleLayout session={session.data} pages={pages}>
      <PageErrorBoundary key={location}>
        <Suspense fallback={<Spinner label="Loading the page" />}>
          <Switch>
            {pages.map(({ path, Page }) => (
              <Route key={path} path={path}>
                <Page />
              </Route>
            ))}
            <Route path="/">{pages[0] ? <Redirect to={pages[0].path} replace /> : null}</Route>
            <Route>
              <EmptyState title="Page not found">
                This page does not exist or your role may not open it.
              </EmptyState>
            </Route>
          </Switch>
        </Suspense>
      </PageErrorBoundary>
    </ConsoleLayout>
  );
}

import { useCallback } from "react";
import { useLocation } from "wouter";
import { AppProvider } from "./provider";
import { AppRouter } from "./router";
import { ShellEffects } from "./shell-effects";

function Shell() {
  const [, navigate] = useLocation();
  const onFeedback = useCallback(() => navigate("#feedback-dialog"), [navigate]);
  const onLogout = useCallback(() => undefined, []);
  const onTour = useCallback(() => undefined, []);
  return (
    <>
      <ShellEffects />
      <AppRouter onFeedback={onFeedback} onLogout={onLogout} onTour={onTour} />
    </>
  );
}

/** The whole web app: providers, shell effects, routes and shell overlays. */
export function App() {
  return (
    <AppProvider>
      <Shell />
    </AppProvider>
  );
}

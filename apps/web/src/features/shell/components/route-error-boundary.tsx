import { Component, type ContextType, type ReactNode } from "react";
import { ChunkFailureContext } from "@/lib/chunk-failure";
import { reportError } from "@/lib/error-reporter";
import { isChunkLoadError } from "../chunk-load-error";
import { ChunkReloadScreen } from "./chunk-reload-screen";
import { ErrorPage } from "./error-page";

interface State {
  error: unknown;
  reloading: boolean;
}

/**
 * Route errors render the error page and are reported to the server; a failed chunk load goes to the app shell machine, which reloads
 * after 2 s (the spinner shows meanwhile) or, after 3 reloads within 5 minutes, leaves the error page
 * (R-SCREENS, R-STATES chunk-load failure).
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  static override contextType = ChunkFailureContext;
  declare context: ContextType<typeof ChunkFailureContext>;
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error("Route error", error);
    // A failed chunk load reloads instead; every other route error reaches the team.
    if (!isChunkLoadError(error)) reportError("route", error);
    if (!isChunkLoadError(error) || !this.context) return;
    this.context()
      .then((reloading) => this.setState({ reloading }))
      .catch(() => undefined);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    if (this.state.reloading) return <ChunkReloadScreen />;
    return <ErrorPage status={500} />;
  }
}

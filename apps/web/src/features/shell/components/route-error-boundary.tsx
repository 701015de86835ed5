import { Component, type ReactNode } from "react";
import { isChunkLoadError } from "../chunk-load-error";
import { ChunkReloadScreen } from "./chunk-reload-screen";
import { ErrorPage } from "./error-page";

// Fetched as soon as the shell starts, outside the entry bundle (it needs the Temporal polyfill): by
// the time a page chunk fails it is here, even when the failure is a stale deploy.
const chunkReload = import("../chunk-reload");

interface State {
  error: unknown;
  reloadInMs: number | null;
}

/** Route errors render the error page; a failed chunk load reloads after 2 s with a spinner (spec §2, §4). */
export class RouteErrorBoundary extends Component<{ children: ReactNode; onReload?: () => void }, State> {
  override state: State = { error: null, reloadInMs: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error("Route error", error);
    if (!isChunkLoadError(error)) return;
    chunkReload
      .then(({ planChunkReload }) => {
        const delay = planChunkReload();
        if (delay === null) return;
        this.setState({ reloadInMs: delay });
        setTimeout(this.props.onReload ?? (() => window.location.reload()), delay);
      })
      .catch(() => undefined);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    if (this.state.reloadInMs !== null) return <ChunkReloadScreen />;
    return <ErrorPage status={500} />;
  }
}

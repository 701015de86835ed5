import { Component, type ReactNode } from "react";
import { ErrorNotice } from "../components/error-notice";

/**
 * Catches a page that failed to render or to load (a chunk of an older build): says so and offers to
 * reload, keeping the navigation usable.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorNotice
        message="This page could not be shown."
        action="Reload"
        onAction={() => window.location.reload()}
      />
    );
  }
}

import { focusPageHeadingWhenShown, focusView } from "@lotto/ui/focus";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { navigate } from "wouter/use-browser-location";
import { useFocusPageHeading } from "@/app/use-focus-page-heading";
import { Page } from "@/components/layout/page";
import { SkipLink } from "@/features/shell/components/skip-link";

function Shell({ page }: { page: string | null }) {
  useFocusPageHeading();
  return (
    <>
      <SkipLink />
      <button type="button">Menu</button>
      {page && <Page title={page} />}
    </>
  );
}

describe("focus on a view change (WCAG 2.4.3)", () => {
  it("focuses the new page's heading on a route change, not on the first load", async () => {
    window.history.pushState(null, "", "/");
    const { rerender } = render(<Shell page="Home" />);
    expect(document.activeElement).toBe(document.body);
    // The next page is a lazy chunk: its heading arrives after the route changed.
    rerender(<Shell page={null} />);
    act(() => navigate("/results"));
    rerender(<Shell page="Results" />);
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Results", level: 1 }));
  });

  it("never takes focus from an open dialog the heading is not in", () => {
    render(
      <>
        <h1 id="page-title" tabIndex={-1}>
          Tickets
        </h1>
        <div role="dialog" aria-label="Leave feedback">
          <button type="button">Close</button>
        </div>
      </>,
    );
    screen.getByRole("button", { name: "Close" }).focus();
    focusPageHeadingWhenShown();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
    expect(focusView(screen.getByRole("heading"))).toBe(false);
  });

  it("the skip link moves focus past the menu to the page's heading", () => {
    window.history.pushState(null, "", "/results");
    render(<Shell page="Results" />);
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Results", level: 1 }));
    // A script move, so the URL's hash (which names dialogs) is left alone.
    expect(window.location.hash).toBe("");
  });
});

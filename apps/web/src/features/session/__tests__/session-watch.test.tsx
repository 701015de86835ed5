import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useOverlayState } from "@/hooks/use-overlay";
import { renderWithShell } from "@/testing/render-with-shell";
import SessionWatch from "../session-watch";

// What the shared status overlay says, as the shell would show it.
function OverlayMessage() {
  const overlay = useOverlayState();
  return "message" in overlay ? <p>{overlay.message}</p> : null;
}

const ago = (s: number) => new Date(Date.now() - s * 1000).toISOString();

function renderLoggedIn(lastLoginSecondsAgo: number) {
  const view = renderWithShell(
    <>
      <SessionWatch />
      <OverlayMessage />
    </>,
    {},
    {},
  );
  act(() => view.services.session.signIn("token", ago(lastLoginSecondsAgo)));
  return view;
}

describe("SessionWatch on core's session machine (R-STATES)", () => {
  it("shows the blocking warning in the last 60 s and logs out at 0 with 'Session expired'", async () => {
    const { services } = renderLoggedIn(719);
    expect(await screen.findByRole("dialog", { name: "Your session is about to expire" })).toBeTruthy();
    expect(await screen.findByText("Session expired", {}, { timeout: 3000 })).toBeTruthy();
    expect(services.session.get().token).toBeNull();
    expect(window.location.search).toContain("alertType=show-session-expired-message");
  });

  it("shows no warning earlier in the session", async () => {
    renderLoggedIn(10);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("logs a stale login (over 13 minutes) out and sends it home", async () => {
    window.history.pushState(null, "", "/results");
    const { services } = renderLoggedIn(14 * 60);
    await waitFor(() => expect(services.session.get().token).toBeNull());
    expect(window.location.pathname).toBe("/");
  });

  it("signals a session change on a token the server refused (401), not on the player's own log out", async () => {
    const { services } = renderLoggedIn(10);
    services.queryClient.setQueryData(["user-data"], 1);
    act(() => services.api.setToken(null));
    await waitFor(() => expect(services.queryClient.getQueryState(["user-data"])?.isInvalidated).toBe(true));
    const again = renderLoggedIn(10);
    again.services.queryClient.setQueryData(["user-data"], 1);
    act(() => again.services.session.signOut());
    expect(again.services.queryClient.getQueryState(["user-data"])?.isInvalidated).toBe(false);
  });
});

import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProvider, createShellServices } from "@/app/provider";
import { useOverlay, useOverlayState } from "@/hooks/use-overlay";
import { StatusOverlay } from "./status-overlay";

afterEach(() => vi.useRealTimers());

// The overlay as the shell wires it: core's overlay machine behind useOverlay.
function Harness({ message }: { message: string }) {
  const overlay = useOverlay();
  const state = useOverlayState();
  return (
    <>
      <button type="button" onClick={() => overlay.showSuccess(message)}>
        success
      </button>
      <button type="button" onClick={() => overlay.showFailure(message)}>
        failure
      </button>
      <button type="button" onClick={overlay.showLoading}>
        loading
      </button>
      <StatusOverlay state={state} />
    </>
  );
}

function renderOverlay(message: string) {
  vi.useFakeTimers();
  render(
    <AppProvider services={createShellServices()}>
      <Harness message={message} />
    </AppProvider>,
  );
  return (name: string) => act(() => screen.getByRole("button", { name }).click());
}

describe("StatusOverlay on core's overlay machine (R-STATES overlay auto-close)", () => {
  it("closes a short success after 2 s", () => {
    const press = renderOverlay("Successfully signed in.");
    press("success");
    expect(screen.getByRole("status").textContent).toContain("Successfully signed in.");
    act(() => void vi.advanceTimersByTime(1999));
    expect(screen.queryByRole("status")).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("keeps a long failure 50 ms a character", () => {
    const message = "We're unable to process your request at this time. Please try again later.";
    const press = renderOverlay(message);
    press("failure");
    expect(screen.getByRole("alert").textContent).toContain(message);
    act(() => void vi.advanceTimersByTime(message.length * 50 - 1));
    expect(screen.queryByRole("alert")).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("never closes the loading state by itself", () => {
    const press = renderOverlay("x");
    press("loading");
    act(() => void vi.advanceTimersByTime(60_000));
    expect(document.querySelector("[data-overlay]")?.getAttribute("data-overlay")).toBe("loading");
  });
});

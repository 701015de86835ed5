import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StatusOverlay } from "./status-overlay";

afterEach(() => vi.useRealTimers());

describe("StatusOverlay (spec §4 overlay auto-close)", () => {
  it("closes a short success after 2 s", () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(
      <StatusOverlay state={{ kind: "success", message: "Successfully signed in." }} onClose={onClose} />,
    );
    expect(screen.getByRole("status").textContent).toContain("Successfully signed in.");
    act(() => void vi.advanceTimersByTime(1999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("keeps a long failure 50 ms a character", () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const message = "We're unable to process your request at this time. Please try again later.";
    render(<StatusOverlay state={{ kind: "failure", message }} onClose={onClose} />);
    expect(screen.getByRole("alert").textContent).toContain(message);
    act(() => void vi.advanceTimersByTime(message.length * 50 - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("never closes the loading state by itself", () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<StatusOverlay state={{ kind: "loading" }} onClose={onClose} />);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
  });
});

import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useOnlineStatus } from "./use-online-status";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("useOnlineStatus", () => {
  it("goes offline, keeps the offline screen for the second after coming back, then reloads (R-STATES)", () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const { result } = renderHook(() => useOnlineStatus(reload));
    act(() => void window.dispatchEvent(new Event("offline")));
    expect(result.current).toBe(false);
    act(() => void window.dispatchEvent(new Event("online")));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(999));
    expect(reload).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows the offline screen when the connection dropped between the first render and its listeners", () => {
    // Online when the first render reads it, offline by the time the effect subscribes.
    vi.spyOn(navigator, "onLine", "get").mockReturnValueOnce(true).mockReturnValue(false);
    const { result } = renderHook(() => useOnlineStatus(vi.fn()));
    expect(result.current).toBe(false);
  });
});

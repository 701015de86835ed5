import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useOnlineStatus } from "./use-online-status";

afterEach(() => vi.useRealTimers());

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
});

import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MINUTE_MS, useNow } from "./use-now";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-28T09:57:30.250Z"));
});
afterEach(() => vi.useRealTimers());

describe("useNow (the shared clock of every countdown)", () => {
  it("runs one timer however many components read it, and none once they are gone", () => {
    const first = renderHook(() => [useNow(), useNow(MINUTE_MS)]);
    const second = renderHook(() => useNow());
    expect(vi.getTimerCount()).toBe(1);
    first.unmount();
    expect(vi.getTimerCount()).toBe(1);
    second.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("is the last millisecond of the current second or minute, and renders only when that changes", () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useNow(MINUTE_MS).toString();
    });
    expect(result.current).toBe("2026-11-28T09:57:59.999Z");
    const before = renders;
    act(() => vi.advanceTimersByTime(20_000));
    expect(renders).toBe(before);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe("2026-11-28T09:58:59.999Z");
    expect(renderHook(() => useNow().toString()).result.current).toBe("2026-11-28T09:58:00.999Z");
  });
});

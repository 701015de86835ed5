import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

/** The hook from a fresh copy of its module: it settles once per page. */
async function mount() {
  vi.resetModules();
  const { useAfterFirstPaint } = await import("./use-after-first-paint");
  return renderHook(() => useAfterFirstPaint()).result;
}

afterEach(() => {
  Reflect.deleteProperty(window, "requestIdleCallback");
});

describe("useAfterFirstPaint", () => {
  it("is false on the first render and true once the browser is idle after it", async () => {
    let idle: () => void = () => {};
    Object.assign(window, { requestIdleCallback: (callback: () => void) => (idle = callback) });
    const result = await mount();
    expect(result.current).toBe(false);
    act(() => idle());
    expect(result.current).toBe(true);
  });

  it("is true from the player's first key or pointer press on a browser that is never idle", async () => {
    Object.assign(window, { requestIdleCallback: () => 0 });
    const result = await mount();
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    });
    expect(result.current).toBe(true);
  });
});

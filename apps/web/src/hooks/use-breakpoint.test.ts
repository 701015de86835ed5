import { act, renderHook } from "@testing-library/react";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { breakpointOf, useBreakpoint } from "./use-breakpoint";

describe("breakpointOf", () => {
  it("uses the R-LIMITS thresholds 600/900/1200", () => {
    expect(breakpointOf(0)).toBe("mobile");
    expect(breakpointOf(599)).toBe("mobile");
    expect(breakpointOf(600)).toBe("tablet");
    expect(breakpointOf(899)).toBe("tablet");
    expect(breakpointOf(900)).toBe("laptop");
    expect(breakpointOf(1199)).toBe("laptop");
    expect(breakpointOf(1200)).toBe("desktop");
  });

  it("never gets smaller as the width grows", () => {
    const order = ["mobile", "tablet", "laptop", "desktop"];
    fc.assert(
      fc.property(fc.nat(4000), fc.nat(4000), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(order.indexOf(breakpointOf(lo))).toBeLessThanOrEqual(order.indexOf(breakpointOf(hi)));
      }),
    );
  });
});

describe("useBreakpoint", () => {
  const initialWidth = window.innerWidth;
  afterEach(() => {
    vi.restoreAllMocks();
    Object.defineProperty(window, "innerWidth", { configurable: true, value: initialWidth });
  });

  /** window.innerWidth as a counted read: each read is a forced layout in a browser. */
  function viewport(initial: number) {
    let current = initial;
    const reads = vi.fn(() => current);
    Object.defineProperty(window, "innerWidth", { configurable: true, get: reads });
    const resize = (next: number) => {
      current = next;
      window.dispatchEvent(new Event("resize"));
    };
    return { reads, resize };
  }

  it("reads the width once while anything listens, and follows the resizes", () => {
    const { reads, resize } = viewport(390);
    const first = renderHook(() => useBreakpoint());
    const second = renderHook(() => useBreakpoint());
    for (let i = 0; i < 5; i++) first.rerender();
    expect(first.result.current).toBe("mobile");
    expect(reads).toHaveBeenCalledTimes(1);
    act(() => resize(1280));
    expect([first.result.current, second.result.current]).toEqual(["desktop", "desktop"]);
    first.unmount();
    second.unmount();
  });

  it("measures again once nothing listens, so a resize it missed is not kept", () => {
    const { resize } = viewport(1280);
    renderHook(() => useBreakpoint()).unmount();
    resize(700);
    expect(renderHook(() => useBreakpoint()).result.current).toBe("tablet");
  });
});

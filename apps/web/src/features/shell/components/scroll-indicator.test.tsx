import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ScrollIndicator } from "./scroll-indicator";

const setPage = (scrollY: number, innerHeight: number, scrollHeight: number) => {
  Object.defineProperty(window, "scrollY", { value: scrollY, configurable: true });
  Object.defineProperty(window, "innerHeight", { value: innerHeight, configurable: true });
  Object.defineProperty(document.documentElement, "scrollHeight", {
    value: scrollHeight,
    configurable: true,
  });
};

afterEach(() => setPage(0, 768, 0));

describe("ScrollIndicator", () => {
  it("shows on a long page and goes once 96% is scrolled", () => {
    setPage(0, 800, 2000);
    render(<ScrollIndicator />);
    expect(screen.getByTestId("scroll-indicator")).toBeTruthy();
    setPage(1120, 800, 2000);
    act(() => void window.dispatchEvent(new Event("scroll")));
    expect(screen.queryByTestId("scroll-indicator")).toBeNull();
  });
});

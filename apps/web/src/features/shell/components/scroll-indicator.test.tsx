import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import ScrollIndicator from "./scroll-indicator";

const setPage = (scrollY: number, innerHeight: number, scrollHeight: number) => {
  Object.defineProperty(window, "scrollY", { value: scrollY, configurable: true });
  Object.defineProperty(window, "innerHeight", { value: innerHeight, configurable: true });
  Object.defineProperty(document.documentElement, "scrollHeight", {
    value: scrollHeight,
    configurable: true,
  });
};

/** Gives an element a box on screen (jsdom lays nothing out). */
const place = (el: Element, left: number, top: number, width: number, height: number) => {
  el.getBoundingClientRect = () =>
    ({ left, top, right: left + width, bottom: top + height, width, height, x: left, y: top }) as DOMRect;
};

const arrow = () => screen.getByTestId("scroll-indicator");
const scroll = () => act(() => void window.dispatchEvent(new Event("scroll")));

afterEach(() => {
  setPage(0, 768, 0);
  vi.restoreAllMocks();
});

describe("ScrollIndicator", () => {
  it("shows on a long page as a labelled button and hides once 96% is scrolled", async () => {
    setPage(0, 800, 2000);
    render(<ScrollIndicator />);
    expect(screen.getByRole("button", { name: "Scroll down for more" })).toBe(arrow());
    expect(arrow().hidden).toBe(false);
    setPage(1120, 800, 2000);
    scroll();
    await waitFor(() => expect(arrow().hidden).toBe(true));
    expect(screen.queryByRole("button", { name: "Scroll down for more" })).toBeNull();
  });

  it("stays hidden on a page that does not scroll", () => {
    setPage(0, 800, 600);
    render(<ScrollIndicator />);
    expect(arrow().hidden).toBe(true);
  });

  it("steps aside while a control is under it and comes back once the control scrolls away", async () => {
    setPage(0, 800, 2000);
    render(
      <>
        <button type="button">Delete</button>
        <ScrollIndicator />
      </>,
    );
    const control = screen.getByRole("button", { name: "Delete" });
    place(arrow(), 330, 676, 44, 44);
    place(control, 300, 690, 80, 32);
    scroll();
    await waitFor(() => expect(arrow().hidden).toBe(true));
    place(control, 300, 400, 80, 32);
    scroll();
    await waitFor(() => expect(arrow().hidden).toBe(false));
  });

  it("keeps clear of a control that only comes near it", async () => {
    setPage(0, 800, 2000);
    render(
      <>
        <a href="/x">Details</a>
        <ScrollIndicator />
      </>,
    );
    place(arrow(), 330, 676, 44, 44);
    place(screen.getByRole("link", { name: "Details" }), 300, 722, 60, 24); // 2 px below the arrow
    scroll();
    await waitFor(() => expect(arrow().hidden).toBe(true));
  });

  it("notices a control that arrives under it without a scroll", async () => {
    setPage(0, 800, 2000);
    const { container } = render(<ScrollIndicator />);
    place(arrow(), 330, 676, 44, 44);
    const added = document.createElement("input");
    place(added, 320, 680, 60, 30);
    act(() => void container.append(added));
    await waitFor(() => expect(arrow().hidden).toBe(true));
  });

  it("scrolls a screenful when tapped", () => {
    setPage(0, 800, 2000);
    const scrollBy = vi.fn();
    window.scrollBy = scrollBy as typeof window.scrollBy;
    render(<ScrollIndicator />);
    fireEvent.click(arrow());
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ top: 640 }));
  });
});

import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Dialog } from "./dialog";

/** The CSS styled-components injected for the rendered components, whitespace removed. */
const injectedCss = () =>
  [...document.querySelectorAll("style")]
    .map((s) => s.textContent ?? "")
    .join("")
    .replace(/\s+/g, "");

/** The CSS rule body of the element's own generated class (the last one styled-components adds). */
const rulesOf = (el: Element) => {
  const cls = [...el.classList].at(-1)!;
  return injectedCss()
    .split("}")
    .filter((rule) => rule.includes(`.${cls}{`) || rule.includes(`.${cls}h2`))
    .join("}");
};

describe("Dialog", () => {
  it("shows a success line instead of its content and closes itself after 2000 ms (R-STATES)", () => {
    vi.useFakeTimers();
    try {
      const onClose = vi.fn();
      const { rerender } = render(
        <Dialog id="x-dialog" title="Title" onClose={onClose} actions={<button type="button">Send</button>}>
          body
        </Dialog>,
      );
      rerender(
        <Dialog id="x-dialog" title="Title" onClose={() => onClose()} success="Sent.">
          body
        </Dialog>,
      );
      expect(screen.getByRole("status").textContent).toBe("Sent.");
      expect(screen.queryByText("body")).toBeNull();
      expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
      vi.advanceTimersByTime(1999);
      expect(onClose).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("closes on Escape and on the backdrop, not on a click inside the card", () => {
    const onClose = vi.fn();
    render(
      <Dialog id="x-dialog" title="Title" onClose={onClose}>
        <p>body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Title" });
    fireEvent.click(screen.getByText("body"));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(dialog, { key: "Escape" });
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("is as wide as the login card by default (450 px, R-LIMITS) unless given a width", () => {
    const { unmount } = render(<Dialog id="a-dialog" title="A" />);
    expect(rulesOf(screen.getByRole("dialog"))).toContain("max-width:450px");
    unmount();
    render(<Dialog id="b-dialog" title="B" width={600} />);
    expect(rulesOf(screen.getByRole("dialog"))).toContain("max-width:600px");
  });

  it("tightens on a short viewport (under 770 px high) and an extra-small width (under 370 px)", () => {
    render(<Dialog id="c-dialog" title="C" />);
    const css = injectedCss();
    expect(css).toContain("@media(max-height:769.98px)");
    expect(css).toContain("@media(max-width:369.98px)");
  });
});

import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SpendFigures } from "./spend-figures";

describe("SpendFigures (top bar balance)", () => {
  it("shows the balance alone when the limit leaves at least as much", () => {
    render(<SpendFigures view={{ kind: "shown", balance: 50_000, available: null }} />);
    const link = screen.getByRole("link", { name: "Balance $500.00" });
    expect(link.getAttribute("href")).toBe("/wallet?tab=0");
    expect(screen.getByTestId("top-bar-balance").textContent).toBe("$500.00");
    expect(screen.queryByTestId("top-bar-available")).toBeNull();
  });

  it("shows the lower available amount under the balance", () => {
    render(<SpendFigures view={{ kind: "shown", balance: 50_000, available: 1_234 }} />);
    expect(screen.getByRole("link", { name: "Balance $500.00 Available to spend $12.34" })).toBeTruthy();
    expect(screen.getByTestId("top-bar-available").textContent).toBe("$12.34");
  });

  it("holds the place without figures while loading, and shows nothing when hidden", () => {
    const { rerender } = render(<SpendFigures view={{ kind: "loading" }} />);
    expect(screen.getByTestId("spend-figures-loading")).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
    rerender(<SpendFigures view={{ kind: "hidden" }} />);
    expect(screen.queryByTestId("spend-figures-loading")).toBeNull();
  });
});

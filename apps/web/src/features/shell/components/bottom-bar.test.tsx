import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BottomBar } from "./bottom-bar";

describe("BottomBar (R-SCREENS)", () => {
  it("lists each tab's shortcut letter, C on the cart, outside the tabs' accessible names", () => {
    render(<BottomBar pathname="/" isLoggedIn={true} isSelfExcluded={false} />);
    const bar = screen.getByRole("navigation", { name: "Quick links" });
    const links = within(bar).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual([
      "Play P",
      "Tickets E",
      "Results R",
      "Wallet W",
      "Cart C",
    ]);
    expect(within(bar).getByRole("link", { name: "Cart" }).getAttribute("href")).toBe("/cart");
  });

  it("greys the cart and the other closed tabs for visitors, letters included", () => {
    render(<BottomBar pathname="/" isLoggedIn={false} isSelfExcluded={false} />);
    const bar = screen.getByRole("navigation", { name: "Quick links" });
    expect(
      within(bar)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual(["Play P", "Results R"]);
    expect(within(bar).getByText("Cart", { exact: false }).closest("[aria-disabled]")?.textContent).toBe(
      "Cart C",
    );
  });
});

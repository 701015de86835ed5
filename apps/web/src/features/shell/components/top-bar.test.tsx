import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TopBar, type TopBarProps } from "./top-bar";

const props = (over: Partial<TopBarProps> = {}): TopBarProps => ({
  pathname: "/",
  isLoggedIn: false,
  isSelfExcluded: false,
  cartCount: 0,
  overLimitMessage: null,
  onMenu: vi.fn(),
  onLogin: vi.fn(),
  ...over,
});

describe("TopBar (R-SCREENS)", () => {
  it("greys every tab but Play and Results for visitors and offers Log In", async () => {
    const p = props();
    render(<TopBar {...p} />);
    const links = screen.getAllByRole("link").map((l) => l.textContent);
    expect(links.some((t) => t?.startsWith("Play"))).toBe(true);
    expect(links.some((t) => t?.startsWith("Results"))).toBe(true);
    for (const tab of ["Tickets", "Wallet", "Account"]) {
      expect(
        screen.getByText(tab, { exact: false }).closest("[aria-disabled]")?.getAttribute("aria-disabled"),
      ).toBe("true");
    }
    await userEvent.click(screen.getByRole("button", { name: "Log In" }));
    expect(p.onLogin).toHaveBeenCalledTimes(1);
  });

  it("hides Play from a self-excluded player and shows the cart badge", () => {
    render(<TopBar {...props({ isLoggedIn: true, isSelfExcluded: true, cartCount: 3 })} />);
    expect(screen.queryByRole("link", { name: "Play" })).toBeNull();
    expect(screen.getByRole("link", { name: "Results" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Cart, 3 tickets" })).toBeTruthy();
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("shows the over-limit warning tooltip on the cart", () => {
    const message = "You have reached your spending limit. Please review your cart.";
    render(<TopBar {...props({ isLoggedIn: true, cartCount: 2, overLimitMessage: message })} />);
    expect(screen.getByRole("tooltip").textContent).toContain(message);
  });
});

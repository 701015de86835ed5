import { describe, expect, it } from "vitest";
import { BOTTOM_TABS, isActiveTab, showsBottomBar, TOP_TABS, visibleTabs } from "./nav-items";

describe("navigation tabs", () => {
  it("lists the spec's tabs in order", () => {
    expect(TOP_TABS.map((t) => t.label)).toEqual(["Play", "Tickets", "Results", "Wallet", "Account"]);
    expect(BOTTOM_TABS.map((t) => t.label)).toEqual(["Play", "Tickets", "Results", "Wallet", "Cart"]);
  });

  it("lists the shortcut letters on the tab labels: P, E, R, W, A on top, C for the cart (R-SCREENS)", () => {
    expect(TOP_TABS.map((t) => t.shortcut)).toEqual(["P", "E", "R", "W", "A"]);
    expect(BOTTOM_TABS.map((t) => t.shortcut)).toEqual(["P", "E", "R", "W", "C"]);
    // Menu, Home, Tickets and feedback letters stay free for their own shortcuts.
    for (const tab of [...TOP_TABS, ...BOTTOM_TABS]) expect(["M", "H", "T", "L"]).not.toContain(tab.shortcut);
  });

  it("keeps only Play and Results open to visitors", () => {
    expect(TOP_TABS.filter((t) => t.open).map((t) => t.label)).toEqual(["Play", "Results"]);
  });

  it("hides Play for self-excluded players", () => {
    expect(visibleTabs(TOP_TABS, true).map((t) => t.label)).not.toContain("Play");
    expect(visibleTabs(TOP_TABS, false)).toHaveLength(5);
  });

  it("marks Play active on home and game pages", () => {
    expect(isActiveTab(TOP_TABS[0]!, "/games/powerball")).toBe(true);
    expect(isActiveTab(TOP_TABS[3]!, "/wallet")).toBe(true);
    expect(isActiveTab(TOP_TABS[3]!, "/")).toBe(false);
  });

  it("shows the bottom bar on home, account pages and not-started games only", () => {
    expect(showsBottomBar("/", null)).toBe(true);
    expect(showsBottomBar("/account", null)).toBe(true);
    expect(showsBottomBar("/games/cash-3", null)).toBe(true);
    expect(showsBottomBar("/games/cash-3", "started")).toBe(false);
    expect(showsBottomBar("/cart", null)).toBe(false);
  });
});

import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Tabs } from "./tabs";

const SECTIONS = ["Balances", "Payment details", "Transactions"] as const;

const renderTabs = (current: number) =>
  render(
    <Tabs label="Wallet sections" tabs={SECTIONS} current={current} hrefOf={(i) => `/wallet?tab=${i}`} />,
  );

describe("Tabs", () => {
  it("is a named nav of links that keep the ?tab= URL of each section", () => {
    renderTabs(0);
    const nav = screen.getByRole("navigation", { name: "Wallet sections" });
    const links = Array.from(nav.querySelectorAll("a"));
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Balances", "/wallet?tab=0"],
      ["Payment details", "/wallet?tab=1"],
      ["Transactions", "/wallet?tab=2"],
    ]);
  });

  it("marks only the open tab as the current page", () => {
    renderTabs(1);
    expect(screen.getByRole("link", { name: "Payment details" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Balances" }).hasAttribute("aria-current")).toBe(false);
    expect(screen.getByRole("link", { name: "Transactions" }).hasAttribute("aria-current")).toBe(false);
  });

  it("gives every tab a 44 px touch target", () => {
    renderTabs(0);
    for (const link of screen.getAllByRole("link")) expect(getComputedStyle(link).minHeight).toBe("44px");
  });
});

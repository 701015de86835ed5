import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Footer } from "./footer";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("Footer (R-SCREENS)", () => {
  it("links the terms and conditions and the privacy policy, opened in the app's own pages", () => {
    render(<Footer webVersion="1.94.0" appVersion={null} extraBottomSpace={false} />);
    const legal = screen.getByRole("navigation", { name: "Legal" });
    const terms = within(legal).getByRole("link", { name: "Terms and conditions" });
    expect(terms.getAttribute("href")).toBe("/terms");
    expect(within(legal).getByRole("link", { name: "Privacy policy" }).getAttribute("href")).toBe("/privacy");
    // A client-side navigation: the shell stays, the route shows the current version.
    fireEvent.click(terms);
    expect(window.location.pathname).toBe("/terms");
  });
});

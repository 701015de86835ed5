import { render, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { createShellServices } from "@/app/provider";
import { fakeApi } from "@/testing/fake-api";
import { App } from "../app";

// jsdom has no IndexedDB; without one the app rightly shows the incompatible-browser screen (R-STATES).
beforeAll(() => {
  Object.defineProperty(window, "indexedDB", { value: {}, configurable: true });
});

function renderAt(url: string) {
  window.history.replaceState(null, "", url);
  const { api } = fakeApi({
    "GET /config": { body: { reset_password_coefficient: 100, minimum_deposit_amount: 1000 } },
  });
  return render(<App services={createShellServices({ api })} />);
}

const path = () => `${window.location.pathname}${window.location.search}`;

describe("router and guards (R-SCREENS, docs/decisions.md#d1)", () => {
  it("saves the return path of a protected page and opens the login", async () => {
    renderAt("/wallet?tab=1");
    await waitFor(() => expect(path()).toBe("/?showLogin=true"));
    expect(sessionStorage.getItem("returnPath")).toBe("/wallet?tab=1");
    // The login overlay is a lazy chunk: allow for its first import.
    const title = "Ready to play online? Enter your email to sign up or log in.";
    expect(await screen.findByText(title, {}, { timeout: 10_000 })).toBeTruthy();
  });

  it("redirects /login to / keeping the query", async () => {
    renderAt("/login?showLogin=true&page=login");
    await waitFor(() => expect(path()).toBe("/?showLogin=true&page=login"));
    expect(await screen.findByRole("heading", { name: "Log In" }, { timeout: 10_000 })).toBeTruthy();
  });

  it("redirects /entries to /tickets, which a visitor must log in for", async () => {
    renderAt("/entries");
    await waitFor(() => expect(sessionStorage.getItem("returnPath")).toBe("/tickets"));
  });

  it("shows the 404 page for an unknown path", async () => {
    renderAt("/nowhere");
    expect(await screen.findByText("Oops! Looks like you've hit a jackpot of missing pages!")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Let me try my luck!" }).getAttribute("href")).toBe("/");
    expect(document.title).toBe("Page not found · Play Online");
  });

  it("titles the document after the route, and again on navigation", async () => {
    renderAt("/results");
    await waitFor(() => expect(document.title).toBe("Results · Play Online"));
    window.history.pushState(null, "", "/games/powerball");
    window.dispatchEvent(new PopStateEvent("popstate"));
    await waitFor(() => expect(document.title).toBe("Powerball · Play Online"));
  });

  it("shows the incompatible screen without IndexedDB (R-STATES)", async () => {
    Object.defineProperty(window, "indexedDB", { value: undefined, configurable: true });
    renderAt("/");
    expect(
      await screen.findByText("Sorry! The page you're looking for is incompatible with your browser."),
    ).toBeTruthy();
    Object.defineProperty(window, "indexedDB", { value: {}, configurable: true });
  });

  it("shows 'Activating your account...' outside the layout", async () => {
    renderAt("/activate?token=abc");
    expect(await screen.findByText("Activating your account...")).toBeTruthy();
    // Not the shop's top bar with its tabs: its own header, the logo and a way home.
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(document.title).toBe("Activate your account · Play Online");
  });
});

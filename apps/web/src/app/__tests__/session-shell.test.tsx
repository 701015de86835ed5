import { act, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createShellServices } from "@/app/provider";
import { REMOTE_CONFIG_DEFAULTS } from "@/lib/remote-config";
import { CASH3_BOTH } from "@/testing/cart-fixtures";
import { type FakeApiRoutes, fakeApi } from "@/testing/fake-api";
import { PLAYER } from "@/testing/render-with-shell";
import { App } from "../app";

// The first test also loads the lazy chunks; the CI cores are shared.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no IndexedDB; without one the app rightly shows the incompatible-browser screen (R-STATES).
beforeAll(() => {
  Object.defineProperty(window, "indexedDB", { value: {}, configurable: true });
});

const BASE: FakeApiRoutes = {
  "GET /config": { body: { reset_password_coefficient: 100, minimum_deposit_amount: 1000 } },
  "GET /remote-config": { body: REMOTE_CONFIG_DEFAULTS },
  "GET /user/details": { body: PLAYER },
  "POST /auth/logout": { body: {} },
};

function renderAt(url: string, routes: FakeApiRoutes = {}, signedIn = true) {
  window.history.replaceState(null, "", url);
  const { api, calls } = fakeApi({ ...BASE, ...routes });
  const services = createShellServices({ api });
  if (signedIn) services.session.signIn("T1", new Date().toISOString());
  return { ...render(<App services={services} />), services, calls };
}

// The sidebar greets the player once their details (and so their cart) are loaded.
async function openMenuOnceKnown() {
  fireEvent.click(await screen.findByRole("button", { name: "Open menu" }));
  await screen.findByText(/Hi Demo/);
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  delete (window as { mobileAppDetails?: unknown }).mobileAppDetails;
  delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
});

// Each test renders the whole app; the first also transforms its lazy chunks on shared cores.
describe("the session in the shell (R-STATES Session, Login view machine)", { timeout: 20_000 }, () => {
  it("logs out to the login view, clearing the token, lastLogin and the user", async () => {
    const { services, calls } = renderAt("/results");
    await openMenuOnceKnown();
    fireEvent.click(await screen.findByRole("button", { name: "Log out" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByRole("heading", { name: "Log In" })).toBeTruthy();
    expect(window.location.pathname).toBe("/");
    expect(window.location.search).toBe("?showLogin=true&page=login");
    expect(services.session.get()).toMatchObject({ token: null, lastLogin: null, user: null });
    expect(localStorage.getItem("lastLogin")).toBeNull();
    expect(calls).toContain("POST /auth/logout");
    expect(within(dialog).queryByText("Logged out successfully")).toBeNull();
  });

  it("asks first when the cart holds tickets, as #confirmation-dialog, and back cancels (R-SCREENS)", async () => {
    localStorage.setItem("P1_cart", JSON.stringify([CASH3_BOTH]));
    const { services } = renderAt("/results");
    await openMenuOnceKnown();
    fireEvent.click(await screen.findByRole("button", { name: "Log out" }));
    expect(await screen.findByRole("dialog", { name: "Log out?" })).toBeTruthy();
    expect(window.location.hash).toBe("#confirmation-dialog");
    act(() => {
      window.history.replaceState(null, "", window.location.pathname);
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Log out?" })).toBeNull());
    expect(services.session.get().token).toBe("T1");
  });

  it("in the app wrapper, says 'Logged out successfully' and posts LOGOUT to the wrapper", async () => {
    const sent: unknown[] = [];
    Object.assign(window, {
      mobileAppDetails: { isPlayOnlineApp: true, platform: "android", major: 1, minor: 94, build: 0 },
      ReactNativeWebView: { postMessage: (m: string) => sent.push(JSON.parse(m)) },
    });
    renderAt("/results", { "GET /geo-check": { body: { country_code: "AU" } } });
    await openMenuOnceKnown();
    fireEvent.click(await screen.findByRole("button", { name: "Log out" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("Logged out successfully")).toBeTruthy();
    expect(sent).toContainEqual({ type: "LOGOUT" });
  });

  it("in the app wrapper, an expiry at 0 s says 'Session expired' and never 'Logged out successfully'", async () => {
    Object.assign(window, {
      mobileAppDetails: { isPlayOnlineApp: true, platform: "android", major: 1, minor: 94, build: 0 },
      ReactNativeWebView: { postMessage: () => undefined },
    });
    window.history.replaceState(null, "", "/results");
    const { api } = fakeApi({ ...BASE, "GET /geo-check": { body: { country_code: "AU" } } });
    const services = createShellServices({ api });
    services.session.signIn("T1", new Date(Date.now() - 719_000).toISOString());
    render(<App services={services} />);
    // The blocking warning first, then the login with the expiry's alert.
    expect(
      await screen.findByText("Session expired. Please login again.", {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(services.session.get().token).toBeNull();
    expect(screen.queryByText("Logged out successfully")).toBeNull();
  });

  it("sends a server-side session expiry (401 SESSION_EXPIRED) to the login with the expiry message", async () => {
    const expired = { status: 401, body: { code: "SESSION_EXPIRED", message: "Unauthorized request" } };
    const { services } = renderAt("/results", { "GET /user/details": expired });
    const dialog = await screen.findByRole("dialog", {}, { timeout: 3000 });
    expect(await within(dialog).findByText("Session expired. Please login again.")).toBeTruthy();
    expect(services.session.get().token).toBeNull();
    expect(window.location.search).toContain("showLogin=true");
  });

  it("treats any other 401 as a plain session change, without the expiry message", async () => {
    const refused = { status: 401, body: { code: "UNAUTHORIZED", message: "Unauthorized request" } };
    const { services } = renderAt("/results", { "GET /user/details": refused });
    await waitFor(() => expect(services.session.get().token).toBeNull());
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(window.location.search).not.toContain("showLogin");
    expect(screen.queryByText("Session expired. Please login again.")).toBeNull();
  });

  it("runs the no-token rule from the session machine: a lapsed session is logged out and sent to /", async () => {
    localStorage.setItem("lastLogin", new Date().toISOString());
    const { services } = renderAt("/results", {}, false);
    await waitFor(() => expect(window.location.pathname).toBe("/"));
    expect(services.session.get().lastLogin).toBeNull();
    expect(localStorage.getItem("lastLogin")).toBeNull();
  });
});

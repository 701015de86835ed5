import { act, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createShellServices } from "@/app/provider";
import { REMOTE_CONFIG_DEFAULTS } from "@/lib/remote-config";
import { systemSpendLimits } from "@/testing/account-fixtures";
import { CASH3_BOTH, SATURDAY_SYSTEM8 } from "@/testing/cart-fixtures";
import { type FakeApiRoutes, fakeApi } from "@/testing/fake-api";
import { PLAYER } from "@/testing/render-with-shell";
import { App } from "../app";

configure({ asyncUtilTimeout: 5000 });

// jsdom has no IndexedDB; without one the app rightly shows the incompatible-browser screen (R-STATES).
beforeAll(() => {
  Object.defineProperty(window, "indexedDB", { value: {}, configurable: true });
});

function renderAt(url: string, routes: FakeApiRoutes) {
  window.history.replaceState(null, "", url);
  const { api } = fakeApi({
    "GET /config": { body: { reset_password_coefficient: 100, minimum_deposit_amount: 1000 } },
    "GET /remote-config": { body: REMOTE_CONFIG_DEFAULTS },
    "GET /user/details": { body: PLAYER },
    ...routes,
  });
  const services = createShellServices({ api });
  services.session.signIn("T1", new Date().toISOString());
  return { ...render(<App services={services} />), services };
}

afterEach(() => localStorage.clear());

describe("the cart in the shell (R-TOP-BAR, R-ENTITIES Cart state, R-STATES Cart)", {
  timeout: 20_000,
}, () => {
  it("warns over the spend limit on any page once logged in, and the warning opens its dialog", async () => {
    localStorage.setItem("P1_cart", JSON.stringify([SATURDAY_SYSTEM8, CASH3_BOTH]));
    renderAt("/results", { "GET /user/limits": { body: systemSpendLimits(5000) } });
    const tip = await screen.findByRole("tooltip");
    expect(tip.textContent).toContain("You have reached your spending limit. Please review your cart.");
    fireEvent.click(within(tip).getByRole("button", { name: "Why?" }));
    await waitFor(() => expect(window.location.hash).toBe("#shopping-cart-spend-limit-info-dialog"));
    expect(await screen.findByRole("dialog", { name: "Spend limit" })).toBeTruthy();
  });

  it("shows no warning while the cart is within the remaining limit", async () => {
    localStorage.setItem("P1_cart", JSON.stringify([CASH3_BOTH]));
    renderAt("/results", { "GET /user/limits": { body: systemSpendLimits(5000) } });
    expect(await screen.findByRole("link", { name: "Cart, 1 ticket" })).toBeTruthy();
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});

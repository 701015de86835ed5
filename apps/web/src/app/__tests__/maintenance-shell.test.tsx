import { configure, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LOGIN_CONFIG_POLL_MS } from "@/api/queries";
import { createShellServices } from "@/app/provider";
import { REMOTE_CONFIG_DEFAULTS } from "@/lib/remote-config";
import { fakeApi } from "@/testing/fake-api";
import { App } from "../app";

configure({ asyncUtilTimeout: 5000 });

// jsdom has no IndexedDB; without one the app rightly shows the incompatible-browser screen (R-STATES).
beforeAll(() => {
  Object.defineProperty(window, "indexedDB", { value: {}, configurable: true });
});

afterEach(() => vi.unstubAllEnvs());

function renderLoginDuringOutage() {
  window.history.replaceState(null, "", "/?showLogin=true");
  const { api } = fakeApi({
    "GET /config": {
      body: { gaming_system_outage: true, reset_password_coefficient: 100, minimum_deposit_amount: 1000 },
    },
    "GET /remote-config": { body: REMOTE_CONFIG_DEFAULTS },
  });
  return render(<App services={createShellServices({ api })} />);
}

describe("the maintenance view and the staging host (R-LOGIN-OVERLAY)", { timeout: 20_000 }, () => {
  it("replaces the login content during an outage", async () => {
    vi.stubEnv("VITE_STAGING_HOST", "staging.playonline.test");
    renderLoginDuringOutage();
    const dialog = await screen.findByRole("dialog");
    expect(
      await within(dialog).findByText("Play Online is currently unavailable for maintenance."),
    ).toBeTruthy();
  });

  it("keeps the login on the configured staging host", async () => {
    vi.stubEnv("VITE_STAGING_HOST", window.location.hostname);
    renderLoginDuringOutage();
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByLabelText("Email address")).toBeTruthy();
    expect(within(dialog).queryByText("Play Online is currently unavailable for maintenance.")).toBeNull();
  });

  it("switches to the maintenance view within seconds of an operator's switch, without a reload", async () => {
    vi.stubEnv("VITE_STAGING_HOST", "staging.playonline.test");
    window.history.replaceState(null, "", "/?showLogin=true");
    let outage = false;
    const { api, calls } = fakeApi({
      "GET /config": () => ({
        body: { gaming_system_outage: outage, reset_password_coefficient: 100, minimum_deposit_amount: 1000 },
      }),
      "GET /remote-config": { body: REMOTE_CONFIG_DEFAULTS },
    });
    render(<App services={createShellServices({ api })} />);
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByLabelText("Email address")).toBeTruthy();
    outage = true;
    const asked = calls.filter((call) => call === "GET /config").length;
    expect(
      await within(dialog).findByText(
        "Play Online is currently unavailable for maintenance.",
        {},
        { timeout: LOGIN_CONFIG_POLL_MS + 2_000 },
      ),
    ).toBeTruthy();
    expect(calls.filter((call) => call === "GET /config").length).toBe(asked + 1);
  });
});

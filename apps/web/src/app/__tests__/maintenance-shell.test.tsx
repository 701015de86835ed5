import { configure, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
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
});

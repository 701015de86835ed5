import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { e2ePort } from "./support/ports.mjs";

/** Port of the server the journeys drive; its own, so a running `npm start` is left alone. */
const PORT = e2ePort();

// Debian's Chromium (never `playwright install`), with the flags that keep it quiet and offline.
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/**
 * Journeys tagged @desktop-only check what no viewport changes (HTTP caching, the calls a page's HTML
 * starts, a stored session's first paint) or what a phone cannot do (keyboard shortcuts): the phone
 * project leaves them out.
 */
const DESKTOP_ONLY = /@desktop-only/;

/** Journeys whose effect reaches every player, or that run once a server; the after-all project runs them last. */
const AFTER_ALL = /(terms-version|account-upgrade-prs)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests",
  fullyParallel: false,
  // Two workers on two cores: journeys mostly wait on the browser and the server. E2E_WORKERS tries
  // another count (README "Tests and CI": 3 ran a subset 18 % faster on a loaded machine, not yet the
  // whole suite).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? "dot" : "list",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions,
    trace: "retain-on-failure",
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "desktop",
      testIgnore: AFTER_ALL,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    // The route-by-route axe sweep runs here too: phones get their own layout (bottom bar, stacked
    // tables, short dialogs), so a desktop pass proves nothing about them.
    {
      name: "mobile",
      testIgnore: AFTER_ALL,
      grepInvert: DESKTOP_ONLY,
      use: { ...devices["Pixel 7"], launchOptions },
    },
    {
      // Journeys that change every player (a new terms version) or a one-time demo account (the in-store
      // account's upgrade) run once, after all the others.
      name: "after-all",
      testMatch: AFTER_ALL,
      dependencies: ["desktop", "mobile"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    command: `node support/serve.mjs ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/v1/config`,
    timeout: 240_000,
    // E2E_REUSE=1 drives an already running server on E2E_PORT (local debugging).
    reuseExistingServer: process.env.E2E_REUSE === "1",
    stdout: "pipe",
    stderr: "pipe",
  },
});

/** App shell machine test fixtures: a web start and an app start at a given version. */
import { detectApp } from "../platform/app-version";
import type { AppShellInput } from "./app-shell.machine";

export const NOW = "2026-03-01T10:00:00Z";
export const web: AppShellInput = {
  support: { localStorage: true, indexedDB: true },
  app: null,
  minimumAppVersion: "1.90.0",
  recommendedAppVersion: "1.94.0",
  geoBlockingBypassPin: "2468",
  countryCode: "AU",
  geoBlockingBypassed: false,
  dontRemindAgain: "false",
  numberOfRefreshes: "0",
  lastRefresh: null,
};
export const app = (version: string, over: Partial<AppShellInput> = {}): AppShellInput => ({
  ...web,
  app: detectApp(version, "ios"),
  ...over,
});

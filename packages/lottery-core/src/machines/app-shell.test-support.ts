/** App shell machine test fixtures: a web start and an app start at a given version. */
import { afterEach, beforeEach, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { detectApp } from "../platform/app-version";
import { type AppShellInput, appShellMachine } from "./app-shell.machine";

export const NOW = "2026-03-01T10:00:00Z";
export const web: AppShellInput = {
  support: { localStorage: true, indexedDB: true },
  app: null,
  minimumAppVersion: "1.90.0",
  recommendedAppVersion: "1.94.0",
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

/** Runs each test of the file on Vitest's fake timers. */
export function useFakeTimers() {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** The PIN the fake server of {@link startShell} accepts; "0000" makes it fail (no network). */
export const SERVER_PIN = "2468";

/** Starts the shell machine on `input` with spies for its effects and a fake server checking PINs. */
export function startShell(input: AppShellInput) {
  const writeStorage = vi.fn();
  const markGeoBypassed = vi.fn();
  const reload = vi.fn();
  const verifyPin = vi.fn(async (pin: string) => {
    if (pin === "0000") throw new Error("offline");
    return pin === SERVER_PIN;
  });
  const actor = createActor(
    appShellMachine.provide({
      actions: { writeStorage: (_, params) => writeStorage(params), markGeoBypassed, reload },
      actors: { verifyPin: fromPromise(({ input: { pin } }) => verifyPin(pin)) },
    }),
    { input },
  ).start();
  return { actor, writeStorage, markGeoBypassed, reload, verifyPin };
}

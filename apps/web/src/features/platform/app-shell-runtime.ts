/**
 * The app shell actor (R-FULL-SCREEN, R-STATES): core's machine with the browser's storage,
 * reload and injected app details. A lazy chunk of its own: the machine's chunk-reload policy needs the
 * Temporal polyfill, and every line here stays out of the home route's initial JS (R-WEB-QUALITY budget).
 */
import { type AppShellInput, appShellMachine } from "@lotto/core/machines";
import { createActor, type SnapshotFrom } from "xstate";
import type { MobileAppDetails } from "@/lib/app-bridge";
import { LOCAL_KEYS, localStore } from "@/lib/storage";

/** The effects the machine asks for (R-ENTITIES storage, R-STATES geo-blocked and chunk-load failure). */
export interface AppShellEffects {
  writeStorage(key: string, value: string): void;
  markGeoBypassed(): void;
  reload(): void;
}

/** What the machine starts from that the page knows: the wrapper, remote config and the geo check. */
export interface AppShellStart {
  appDetails: MobileAppDetails | null;
  config:
    | { minimumAppVersion: string; recommendedAppVersion: string; geoBlockingBypassPin: string }
    | undefined;
  countryCode: string | null;
}

/** The full-screen state the machine is in, null when the app shows (R-SCREENS). */
export type AppShellScreen = "incompatible" | "forced-update" | "geo-blocked" | "suggested-update" | null;

function probeStorageSupport() {
  let localStorageOk = false;
  try {
    window.localStorage.setItem("__probe", "1");
    window.localStorage.removeItem("__probe");
    localStorageOk = true;
  } catch {
    localStorageOk = false;
  }
  return { localStorage: localStorageOk, indexedDB: typeof window.indexedDB !== "undefined" };
}

const browserEffects: AppShellEffects = {
  writeStorage: (key, value) => localStore.setItem(key, value),
  // Recorded on the injected details, where the wrapper (and a remount of the shell) can read it.
  markGeoBypassed: () => {
    const details = (window as { mobileAppDetails?: unknown }).mobileAppDetails;
    if (typeof details === "object" && details !== null)
      Object.assign(details, { geoBlockingBypassed: true });
  },
  reload: () => window.location.reload(),
};

const inputOf = ({ appDetails, config, countryCode }: AppShellStart): AppShellInput => ({
  support: probeStorageSupport(),
  app: appDetails,
  minimumAppVersion: config?.minimumAppVersion ?? null,
  recommendedAppVersion: config?.recommendedAppVersion ?? null,
  geoBlockingBypassPin: config?.geoBlockingBypassPin ?? null,
  countryCode,
  geoBlockingBypassed: false,
  dontRemindAgain: localStore.getItem(LOCAL_KEYS.dontRemindAgain),
  numberOfRefreshes: localStore.getItem(LOCAL_KEYS.numberOfRefreshes),
  lastRefresh: localStore.getItem(LOCAL_KEYS.lastRefresh),
});

/** Starts the app shell machine from what the page knows, with the browser's effects by default. */
export function startAppShell(start: AppShellStart, effects: AppShellEffects = browserEffects) {
  const machine = appShellMachine.provide({
    actions: {
      writeStorage: (_, { key, value }) => effects.writeStorage(key, value),
      markGeoBypassed: () => effects.markGeoBypassed(),
      reload: () => effects.reload(),
    },
  });
  return createActor(machine, { input: inputOf(start) }).start();
}

/** A running app shell actor. */
export type AppShellActor = ReturnType<typeof startAppShell>;

/** What the gate renders from a snapshot: the screen and the geo pin input's state. */
export function shellViewOf(snapshot: SnapshotFrom<typeof appShellMachine>) {
  const screen: AppShellScreen = snapshot.matches("incompatible")
    ? "incompatible"
    : snapshot.matches("forcedUpdate")
      ? "forced-update"
      : snapshot.matches("geoBlocked")
        ? "geo-blocked"
        : snapshot.matches("suggestedUpdate")
          ? "suggested-update"
          : null;
  return {
    screen,
    pinVisible: snapshot.matches({ geoBlocked: "pinEntry" }),
    pinError: snapshot.context.pinError,
  };
}

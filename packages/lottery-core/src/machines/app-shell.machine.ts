/**
 * The app shell's full-screen gates (R-FULL-SCREEN, R-ENTITIES mobile app details, R-STATES
 * compatibility, app version, geo-blocked, chunk-load failure): incompatible browser, forced update,
 * geo-block with 10 logo taps revealing the bypass pin, suggested update (dismiss or 'Don't remind me
 * again'), and the chunk reload policy. The wrapper's own forcedUpdate, suggestUpdate, geoBlocked and
 * geoBlockingBypassed flags count as much as the remote config and the geo check. Local storage values
 * come in as input; writes, the bypass and the reload are injected actions, and the bypass PIN is
 * checked by the injected `verifyPin` actor (the server: the PIN is never sent to clients).
 */
import { Temporal } from "temporal-polyfill";
import { assertEvent, assign, fromPromise, setup } from "xstate";
import { type AppDetails, appUpdateDecision } from "../platform/app-version";
import { isBrowserCompatible } from "../platform/compatibility";
import { GEO_PIN_LOGO_TAPS, isGeoBlocked } from "../platform/geo-block";
import { CHUNK_RELOAD_DELAY_MS, chunkReloadDecision } from "../timing/chunk-reload";
import { parseStoredInstant } from "../timing/instant";

/** Remote config the gates read (R-ENTITIES remote config). */
export interface ShellConfig {
  minimumAppVersion: string | null;
  recommendedAppVersion: string | null;
}

/** What the shell starts from: browser support, the app wrapper, config and local storage values. */
export interface AppShellInput extends ShellConfig {
  support: { localStorage: boolean; indexedDB: boolean };
  /** The detected app wrapper (`detectApp`) with its flags, null on the web. */
  app: AppDetails | null;
  /** The geo check's country_code; null until it answers or when it fails. */
  countryCode: string | null;
  /** A bypass pin entered in this visit; the wrapper's own `geoBlockingBypassed` counts too. */
  geoBlockingBypassed: boolean;
  /** Local storage `dontRemindAgain`, `numberOfRefreshes` and `lastRefresh` (R-ENTITIES). */
  dontRemindAgain: string | null;
  numberOfRefreshes: string | null;
  lastRefresh: string | null;
}

/** Shell context: the input plus this visit's dismissal, logo taps and pin error. */
export interface AppShellContext extends AppShellInput {
  updateDismissed: boolean;
  logoTaps: number;
  pinError: boolean;
}

/** Events the shell accepts. `now` is the current ISO instant (core reads no clock). */
export type AppShellEvent =
  | { type: "SHELL.DISMISS_UPDATE" }
  | { type: "SHELL.DONT_REMIND" }
  | { type: "SHELL.LOGO_TAP" }
  | { type: "SHELL.SUBMIT_PIN"; pin: string }
  | { type: "SHELL.GEO_CHECKED"; countryCode: string | null }
  | ({ type: "SHELL.CONFIG" } & ShellConfig)
  | { type: "SHELL.CHUNK_FAILED"; now: string };

const notProvided = (name: string): never => {
  throw new Error(`app shell machine: ${name} not provided`);
};
const updateOf = (c: AppShellContext) =>
  c.app
    ? appUpdateDecision(c.app, c.minimumAppVersion, c.recommendedAppVersion, c.dontRemindAgain === "true")
    : "none";
// An unreadable `now` is judged at the last refresh, so the stored count stands (never a reload loop).
const chunkDecision = (c: AppShellContext, e: AppShellEvent) => {
  assertEvent(e, "SHELL.CHUNK_FAILED");
  const last = parseStoredInstant(c.lastRefresh);
  const now = parseStoredInstant(e.now) ?? last ?? EPOCH;
  return chunkReloadDecision(Number(c.numberOfRefreshes ?? "0"), last, now);
};
const EPOCH = Temporal.Instant.fromEpochMilliseconds(0);
const geoBlockedNow = ({ app, countryCode, geoBlockingBypassed }: AppShellContext) =>
  isGeoBlocked({
    isApp: app !== null,
    countryCode,
    bypassed: geoBlockingBypassed || app?.geoBlockingBypassed === true,
    flagged: app?.geoBlocked === true,
  });

/** The app shell machine; tags `full-screen` for a blocking screen and `spinner` while reloading. */
export const appShellMachine = setup({
  types: {
    context: {} as AppShellContext,
    events: {} as AppShellEvent,
    input: {} as AppShellInput,
    tags: {} as "full-screen" | "spinner",
  },
  actors: {
    /** Asks the server whether the PIN is right (it answers a bypass the app then sends back). */
    verifyPin: fromPromise<boolean, { pin: string }>(async () => notProvided("verifyPin")),
  },
  actions: {
    /** Writes one local storage key (R-ENTITIES storage). */
    writeStorage: (_, _params: { key: string; value: string }) => notProvided("writeStorage"),
    /** Marks geo-blocking as bypassed for the app wrapper (R-SCREENS geo-blocked). */
    markGeoBypassed: () => notProvided("markGeoBypassed"),
    reload: () => notProvided("reload"),
    dismiss: assign({ updateDismissed: true }),
    silence: assign({ dontRemindAgain: "true" }),
    tap: assign({ logoTaps: ({ context }) => context.logoTaps + 1 }),
    bypass: assign({ geoBlockingBypassed: true, pinError: false }),
    rejectPin: assign({ pinError: true }),
    takeCountry: assign(({ event }) => {
      assertEvent(event, "SHELL.GEO_CHECKED");
      return { countryCode: event.countryCode };
    }),
    takeConfig: assign(({ event }) => {
      assertEvent(event, "SHELL.CONFIG");
      const { minimumAppVersion, recommendedAppVersion } = event;
      return { minimumAppVersion, recommendedAppVersion };
    }),
    countRefresh: assign(({ context, event }) => {
      assertEvent(event, "SHELL.CHUNK_FAILED");
      return {
        numberOfRefreshes: String(chunkDecision(context, event).numberOfRefreshes),
        lastRefresh: event.now,
      };
    }),
  },
  guards: {
    isIncompatible: ({ context }) => !isBrowserCompatible(context.support),
    isForcedUpdate: ({ context }) => updateOf(context) === "forced",
    isSuggestedUpdate: ({ context }) => updateOf(context) === "suggested" && !context.updateDismissed,
    isGeoBlocked: ({ context }) => geoBlockedNow(context),
    // What the evaluation would show before the geo-blocked screen, or no geo block at all.
    leavesGeoBlocked: ({ context }) =>
      !isBrowserCompatible(context.support) || updateOf(context) === "forced" || !geoBlockedNow(context),
    isLastTap: ({ context }) => context.logoTaps + 1 >= GEO_PIN_LOGO_TAPS,
    // R-VALIDATION: the PIN is numeric; anything else is refused without asking the server.
    isPinNumeric: ({ event }) => event.type === "SHELL.SUBMIT_PIN" && /^\d{1,12}$/.test(event.pin),
    canReloadChunk: ({ context, event }) => chunkDecision(context, event).action === "reload",
  },
  delays: { chunkReload: CHUNK_RELOAD_DELAY_MS },
}).createMachine({
  id: "appShell",
  context: ({ input }) => ({ ...input, updateDismissed: false, logoTaps: 0, pinError: false }),
  initial: "evaluating",
  on: {
    "SHELL.GEO_CHECKED": { target: ".evaluating", actions: "takeCountry" },
    "SHELL.CONFIG": { target: ".evaluating", actions: "takeConfig" },
    // A failed dynamic import can happen on any screen (R-STATES chunk-load failure).
    "SHELL.CHUNK_FAILED": [
      {
        guard: "canReloadChunk",
        target: ".reloadingChunk",
        actions: [
          "countRefresh",
          {
            type: "writeStorage",
            params: ({ context }) => ({ key: "numberOfRefreshes", value: context.numberOfRefreshes! }),
          },
          {
            type: "writeStorage",
            params: ({ context }) => ({ key: "lastRefresh", value: context.lastRefresh! }),
          },
        ],
      },
      { target: ".chunkError" },
    ],
  },
  states: {
    // A blocked player is told about the block before being offered an optional update.
    evaluating: {
      always: [
        { guard: "isIncompatible", target: "incompatible" },
        { guard: "isForcedUpdate", target: "forcedUpdate" },
        { guard: "isGeoBlocked", target: "geoBlocked" },
        { guard: "isSuggestedUpdate", target: "suggestedUpdate" },
        { target: "ready" },
      ],
    },
    incompatible: { tags: ["full-screen"] },
    forcedUpdate: { tags: ["full-screen"] },
    suggestedUpdate: {
      tags: ["full-screen"],
      on: {
        "SHELL.DISMISS_UPDATE": { target: "evaluating", actions: "dismiss" },
        "SHELL.DONT_REMIND": {
          target: "evaluating",
          actions: ["silence", { type: "writeStorage", params: { key: "dontRemindAgain", value: "true" } }],
        },
      },
    },
    geoBlocked: {
      tags: ["full-screen"],
      // Each visit to the screen starts the 10 taps afresh.
      entry: assign({ logoTaps: 0, pinError: false }),
      // A config or geo answer while the screen is up is kept without a visit afresh, so the taps
      // and the PIN entry carry on; the screen gives way only to what the evaluation puts first.
      on: { "SHELL.CONFIG": { actions: "takeConfig" }, "SHELL.GEO_CHECKED": { actions: "takeCountry" } },
      always: { guard: "leavesGeoBlocked", target: "evaluating" },
      initial: "locked",
      states: {
        locked: {
          on: {
            "SHELL.LOGO_TAP": [
              { guard: "isLastTap", target: "pinEntry", actions: "tap" },
              { actions: "tap" },
            ],
          },
        },
        pinEntry: {
          on: {
            "SHELL.SUBMIT_PIN": [{ guard: "isPinNumeric", target: "checkingPin" }, { actions: "rejectPin" }],
          },
        },
        // A failed check (wrong PIN, too many tries, no network) leaves the block with the error shown.
        checkingPin: {
          invoke: {
            id: "verifyPin",
            src: "verifyPin",
            input: ({ event }) => {
              assertEvent(event, "SHELL.SUBMIT_PIN");
              return { pin: event.pin };
            },
            onDone: [
              {
                guard: ({ event }) => event.output,
                target: "#appShell.evaluating",
                actions: ["bypass", "markGeoBypassed"],
              },
              { target: "pinEntry", actions: "rejectPin" },
            ],
            onError: { target: "pinEntry", actions: "rejectPin" },
          },
        },
      },
    },
    ready: {},
    // New config or a geo answer is kept but must not cancel the reload under way.
    reloadingChunk: {
      tags: ["spinner"],
      on: { "SHELL.CONFIG": { actions: "takeConfig" }, "SHELL.GEO_CHECKED": { actions: "takeCountry" } },
      after: { chunkReload: { target: "reloading", actions: "reload" } },
    },
    // The page is going away; the spinner stays until it does.
    reloading: {
      tags: ["spinner"],
      on: { "SHELL.CONFIG": { actions: "takeConfig" }, "SHELL.GEO_CHECKED": { actions: "takeCountry" } },
    },
    chunkError: { tags: ["full-screen"] },
  },
});

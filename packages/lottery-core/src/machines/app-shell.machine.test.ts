import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type AnyMachineSnapshot, createActor } from "xstate";
import { detectApp } from "../platform/app-version";
import { type AppShellInput, appShellMachine } from "./app-shell.machine";
import { flatValue, machineGraph, machineLeaves, replayShortestPaths } from "./cart-machine-paths";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const NOW = "2026-03-01T10:00:00Z";
const web: AppShellInput = {
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
const app = (version: string, over: Partial<AppShellInput> = {}): AppShellInput => ({
  ...web,
  app: detectApp(version, "ios"),
  ...over,
});

function start(input: AppShellInput) {
  const writeStorage = vi.fn();
  const markGeoBypassed = vi.fn();
  const reload = vi.fn();
  const actor = createActor(
    appShellMachine.provide({
      actions: { writeStorage: (_, params) => writeStorage(params), markGeoBypassed, reload },
    }),
    { input },
  ).start();
  return { actor, writeStorage, markGeoBypassed, reload };
}

it("reaches every state by a shortest path from an app start or an unsupported browser", () => {
  const samples = [
    {
      type: "SHELL.CONFIG",
      minimumAppVersion: "9.0.0",
      recommendedAppVersion: null,
      geoBlockingBypassPin: null,
    },
    {
      type: "SHELL.CONFIG",
      minimumAppVersion: null,
      recommendedAppVersion: "9.0.0",
      geoBlockingBypassPin: "1",
    },
    { type: "SHELL.GEO_CHECKED", countryCode: "NZ" },
    { type: "SHELL.CHUNK_FAILED", now: NOW },
    { type: "SHELL.SUBMIT_PIN", pin: "1" },
    { type: "SHELL.SUBMIT_PIN", pin: "2468" },
  ];
  // Logo taps are part of the geo screen's name, so the walk proves the tenth tap opens the pin entry.
  const key = (s: AnyMachineSnapshot) =>
    `${flatValue(s.value)}${typeof s.value === "object" ? `:${s.context.logoTaps}` : ""}`;
  const fromAppInput = app("1.94.0", { numberOfRefreshes: "2", lastRefresh: NOW });
  const oldBrowserInput = { ...web, support: { localStorage: false, indexedDB: true } };
  const fromApp = machineGraph(appShellMachine, samples, key, fromAppInput);
  const fromOldBrowser = machineGraph(appShellMachine, [], key, oldBrowserInput);
  const reached = new Set(
    [...Object.keys(fromApp.paths), ...Object.keys(fromOldBrowser.paths)].map((k) => k.replace(/:\d+$/, "")),
  );
  expect([...reached].sort()).toEqual(machineLeaves(appShellMachine));
  // Each path ends in its state on a live actor, and every transition between states is pinned.
  expect(replayShortestPaths(appShellMachine, fromApp.paths, key, fromAppInput)).toEqual([]);
  expect(replayShortestPaths(appShellMachine, fromOldBrowser.paths, key, oldBrowserInput)).toEqual([]);
  // Taps 1–8 behave alike, so they share one name here.
  const edges = [...fromApp.edges, ...fromOldBrowser.edges].map((e) =>
    e.replace(/locked:[1-8]\b/g, "locked:n"),
  );
  expect([...new Set(edges)]).toMatchInlineSnapshot(`
    [
      "chunkError -SHELL.CONFIG-> forcedUpdate",
      "chunkError -SHELL.CONFIG-> suggestedUpdate",
      "chunkError -SHELL.GEO_CHECKED-> geoBlocked.locked:0",
      "forcedUpdate -SHELL.CHUNK_FAILED-> reloadingChunk",
      "forcedUpdate -SHELL.CONFIG-> suggestedUpdate",
      "geoBlocked.locked:0 -SHELL.CHUNK_FAILED-> reloadingChunk",
      "geoBlocked.locked:0 -SHELL.CONFIG-> forcedUpdate",
      "geoBlocked.locked:0 -SHELL.CONFIG-> suggestedUpdate",
      "geoBlocked.locked:0 -SHELL.LOGO_TAP-> geoBlocked.locked:n",
      "geoBlocked.locked:n -SHELL.CHUNK_FAILED-> reloadingChunk",
      "geoBlocked.locked:n -SHELL.CONFIG-> forcedUpdate",
      "geoBlocked.locked:n -SHELL.CONFIG-> suggestedUpdate",
      "geoBlocked.locked:n -SHELL.GEO_CHECKED-> geoBlocked.locked:0",
      "geoBlocked.locked:n -SHELL.LOGO_TAP-> geoBlocked.locked:n",
      "geoBlocked.locked:n -SHELL.LOGO_TAP-> geoBlocked.locked:9",
      "geoBlocked.locked:9 -SHELL.CHUNK_FAILED-> reloadingChunk",
      "geoBlocked.locked:9 -SHELL.CONFIG-> forcedUpdate",
      "geoBlocked.locked:9 -SHELL.CONFIG-> suggestedUpdate",
      "geoBlocked.locked:9 -SHELL.GEO_CHECKED-> geoBlocked.locked:0",
      "geoBlocked.locked:9 -SHELL.LOGO_TAP-> geoBlocked.pinEntry:10",
      "geoBlocked.pinEntry:10 -SHELL.CHUNK_FAILED-> reloadingChunk",
      "geoBlocked.pinEntry:10 -SHELL.CONFIG-> forcedUpdate",
      "geoBlocked.pinEntry:10 -SHELL.CONFIG-> suggestedUpdate",
      "geoBlocked.pinEntry:10 -SHELL.GEO_CHECKED-> geoBlocked.locked:0",
      "geoBlocked.pinEntry:10 -SHELL.SUBMIT_PIN-> ready",
      "ready -SHELL.CHUNK_FAILED-> reloadingChunk",
      "ready -SHELL.CONFIG-> forcedUpdate",
      "ready -SHELL.CONFIG-> suggestedUpdate",
      "ready -SHELL.GEO_CHECKED-> geoBlocked.locked:0",
      "reloading -SHELL.CHUNK_FAILED-> chunkError",
      "reloading -SHELL.CONFIG-> forcedUpdate",
      "reloading -SHELL.CONFIG-> suggestedUpdate",
      "reloading -SHELL.GEO_CHECKED-> geoBlocked.locked:0",
      "reloadingChunk -SHELL.CHUNK_FAILED-> chunkError",
      "reloadingChunk -SHELL.CONFIG-> forcedUpdate",
      "reloadingChunk -SHELL.CONFIG-> suggestedUpdate",
      "reloadingChunk -SHELL.GEO_CHECKED-> geoBlocked.locked:0",
      "reloadingChunk -xstate.after.chunkReload.appShell.reloadingChunk-> reloading",
      "suggestedUpdate -SHELL.CHUNK_FAILED-> reloadingChunk",
      "suggestedUpdate -SHELL.CONFIG-> forcedUpdate",
      "suggestedUpdate -SHELL.DISMISS_UPDATE-> ready",
      "suggestedUpdate -SHELL.DONT_REMIND-> ready",
      "incompatible -SHELL.CHUNK_FAILED-> reloadingChunk",
      "reloading -SHELL.CHUNK_FAILED-> reloadingChunk",
      "reloading -SHELL.CONFIG-> incompatible",
      "reloading -SHELL.GEO_CHECKED-> incompatible",
      "reloadingChunk -SHELL.CONFIG-> incompatible",
      "reloadingChunk -SHELL.GEO_CHECKED-> incompatible",
    ]
  `);
  expect(fromApp.paths["geoBlocked.pinEntry:10"]?.filter((e) => e.type === "SHELL.LOGO_TAP")).toHaveLength(
    10,
  );
  expect(Object.keys(fromApp.paths).filter((k) => k.startsWith("geoBlocked.pinEntry"))).toEqual([
    "geoBlocked.pinEntry:10",
  ]);
});

describe("gates (spec §2 full-screen states, §4)", () => {
  it("shows the incompatible screen without local storage or IndexedDB", () => {
    const { actor } = start({ ...web, support: { localStorage: true, indexedDB: false } });
    expect(actor.getSnapshot().value).toBe("incompatible");
    expect(actor.getSnapshot().hasTag("full-screen")).toBe(true);
  });

  it("forces an update below minimumAppVersion, in the app only", () => {
    expect(start(app("1.89.9")).actor.getSnapshot().value).toBe("forcedUpdate");
    expect(start({ ...web, minimumAppVersion: "99.0.0" }).actor.getSnapshot().value).toBe("ready");
  });

  it("suggests an update below recommendedAppVersion, which Cancel dismisses for this visit", () => {
    const { actor, writeStorage } = start(app("1.93.0"));
    expect(actor.getSnapshot().value).toBe("suggestedUpdate");
    actor.send({ type: "SHELL.DISMISS_UPDATE" });
    expect(actor.getSnapshot().value).toBe("ready");
    expect(writeStorage).not.toHaveBeenCalled();
  });

  it("stores dontRemindAgain and stops suggesting", () => {
    const { actor, writeStorage } = start(app("1.93.0"));
    actor.send({ type: "SHELL.DONT_REMIND" });
    expect(writeStorage).toHaveBeenCalledWith({ key: "dontRemindAgain", value: "true" });
    expect(actor.getSnapshot().value).toBe("ready");
    expect(start(app("1.93.0", { dontRemindAgain: "true" })).actor.getSnapshot().value).toBe("ready");
  });

  it("re-checks when config or the geo check changes", () => {
    const { actor } = start(app("1.94.0"));
    actor.send({
      type: "SHELL.CONFIG",
      minimumAppVersion: "2.0.0",
      recommendedAppVersion: null,
      geoBlockingBypassPin: null,
    });
    expect(actor.getSnapshot().value).toBe("forcedUpdate");
    const other = start(app("1.94.0"));
    other.actor.send({ type: "SHELL.GEO_CHECKED", countryCode: "Private" });
    expect(other.actor.getSnapshot().value).toBe("ready");
    other.actor.send({ type: "SHELL.GEO_CHECKED", countryCode: "NZ" });
    expect(other.actor.getSnapshot().value).toEqual({ geoBlocked: "locked" });
  });
});

describe("geo-block bypass (spec §2, §4, §5)", () => {
  it("reveals the pin input after 10 logo taps and bypasses on the configured pin", () => {
    const { actor, markGeoBypassed } = start(app("1.94.0", { countryCode: "NZ" }));
    for (let i = 0; i < 9; i++) actor.send({ type: "SHELL.LOGO_TAP" });
    expect(actor.getSnapshot().value).toEqual({ geoBlocked: "locked" });
    actor.send({ type: "SHELL.LOGO_TAP" });
    expect(actor.getSnapshot().value).toEqual({ geoBlocked: "pinEntry" });
    actor.send({ type: "SHELL.SUBMIT_PIN", pin: "1357" });
    expect(actor.getSnapshot().context.pinError).toBe(true);
    actor.send({ type: "SHELL.SUBMIT_PIN", pin: "2468" });
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context).toMatchObject({ geoBlockingBypassed: true, pinError: false });
    expect(markGeoBypassed).toHaveBeenCalledOnce();
  });

  it("never blocks the web", () => {
    expect(start({ ...web, countryCode: "NZ" }).actor.getSnapshot().value).toBe("ready");
  });
});

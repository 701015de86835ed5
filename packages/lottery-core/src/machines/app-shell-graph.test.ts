import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import { detectApp } from "../platform/app-version";
import { appShellMachine } from "./app-shell.machine";
import { app, NOW, web } from "./app-shell.test-support";
import { flatValue, machineGraph, machineLeaves, replayShortestPaths } from "./machine-paths.test-support";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it("reaches every state by a shortest path from an app start or an unsupported browser", () => {
  const samples = [
    { type: "SHELL.CONFIG", minimumAppVersion: "9.0.0", recommendedAppVersion: null },
    { type: "SHELL.CONFIG", minimumAppVersion: null, recommendedAppVersion: "9.0.0" },
    { type: "SHELL.GEO_CHECKED", countryCode: "NZ" },
    { type: "SHELL.CHUNK_FAILED", now: NOW },
    { type: "SHELL.SUBMIT_PIN", pin: "12a" },
    { type: "SHELL.SUBMIT_PIN", pin: "2468" },
    // The server's answers to the PIN (the verifyPin actor): right, wrong, unreachable.
    { type: "xstate.done.actor.verifyPin", output: true },
    { type: "xstate.done.actor.verifyPin", output: false },
    { type: "xstate.error.actor.verifyPin", error: new Error("offline") },
  ];
  // Logo taps are part of the geo screen's name, so the walk proves the tenth tap opens the pin entry.
  const key = (s: AnyMachineSnapshot) =>
    `${flatValue(s.value)}${typeof s.value === "object" ? `:${s.context.logoTaps}` : ""}`;
  const fromAppInput = app("1.94.0", { numberOfRefreshes: "2", lastRefresh: NOW });
  const oldBrowserInput = { ...web, support: { localStorage: false, indexedDB: true } };
  const fromApp = machineGraph(appShellMachine, samples, key, fromAppInput);
  const fromOldBrowser = machineGraph(appShellMachine, [], key, oldBrowserInput);
  // The wrapper's own geoBlocked and suggestUpdate flags (R-ENTITIES): the pin leads on to the suggestion.
  const flaggedInput = app("1.94.0", {
    app: { ...detectApp("1.94.0", "android")!, geoBlocked: true, suggestUpdate: true },
  });
  const fromFlagged = machineGraph(appShellMachine, samples.slice(3), key, flaggedInput);
  const reached = new Set(
    [...Object.keys(fromApp.paths), ...Object.keys(fromOldBrowser.paths)].map((k) => k.replace(/:\d+$/, "")),
  );
  expect([...reached].sort()).toEqual(machineLeaves(appShellMachine));
  // Each path ends in its state on a live actor, and every transition between states is pinned.
  expect(replayShortestPaths(appShellMachine, fromApp.paths, key, fromAppInput)).toEqual([]);
  expect(replayShortestPaths(appShellMachine, fromOldBrowser.paths, key, oldBrowserInput)).toEqual([]);
  expect(replayShortestPaths(appShellMachine, fromFlagged.paths, key, flaggedInput)).toEqual([]);
  expect(fromFlagged.edges).toContain(
    "geoBlocked.checkingPin:10 -xstate.done.actor.verifyPin-> suggestedUpdate",
  );
  expect(fromFlagged.paths.suggestedUpdate?.map((e) => e.type)).toContain("SHELL.SUBMIT_PIN");
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
      "geoBlocked.checkingPin:10 -SHELL.CHUNK_FAILED-> reloadingChunk",
      "geoBlocked.checkingPin:10 -SHELL.CONFIG-> forcedUpdate",
      "geoBlocked.checkingPin:10 -xstate.done.actor.verifyPin-> geoBlocked.pinEntry:10",
      "geoBlocked.checkingPin:10 -xstate.done.actor.verifyPin-> ready",
      "geoBlocked.checkingPin:10 -xstate.error.actor.verifyPin-> geoBlocked.pinEntry:10",
      "geoBlocked.locked:0 -SHELL.CHUNK_FAILED-> reloadingChunk",
      "geoBlocked.locked:0 -SHELL.CONFIG-> forcedUpdate",
      "geoBlocked.locked:0 -SHELL.LOGO_TAP-> geoBlocked.locked:n",
      "geoBlocked.locked:n -SHELL.CHUNK_FAILED-> reloadingChunk",
      "geoBlocked.locked:n -SHELL.CONFIG-> forcedUpdate",
      "geoBlocked.locked:n -SHELL.LOGO_TAP-> geoBlocked.locked:n",
      "geoBlocked.locked:n -SHELL.LOGO_TAP-> geoBlocked.locked:9",
      "geoBlocked.locked:9 -SHELL.CHUNK_FAILED-> reloadingChunk",
      "geoBlocked.locked:9 -SHELL.CONFIG-> forcedUpdate",
      "geoBlocked.locked:9 -SHELL.LOGO_TAP-> geoBlocked.pinEntry:10",
      "geoBlocked.pinEntry:10 -SHELL.CHUNK_FAILED-> reloadingChunk",
      "geoBlocked.pinEntry:10 -SHELL.CONFIG-> forcedUpdate",
      "geoBlocked.pinEntry:10 -SHELL.SUBMIT_PIN-> geoBlocked.checkingPin:10",
      "ready -SHELL.CHUNK_FAILED-> reloadingChunk",
      "ready -SHELL.CONFIG-> forcedUpdate",
      "ready -SHELL.CONFIG-> suggestedUpdate",
      "ready -SHELL.GEO_CHECKED-> geoBlocked.locked:0",
      "reloading -SHELL.CHUNK_FAILED-> chunkError",
      "reloadingChunk -SHELL.CHUNK_FAILED-> chunkError",
      "reloadingChunk -xstate.after.chunkReload.appShell.reloadingChunk-> reloading",
      "suggestedUpdate -SHELL.CHUNK_FAILED-> reloadingChunk",
      "suggestedUpdate -SHELL.CONFIG-> forcedUpdate",
      "suggestedUpdate -SHELL.DISMISS_UPDATE-> ready",
      "suggestedUpdate -SHELL.DONT_REMIND-> ready",
      "suggestedUpdate -SHELL.GEO_CHECKED-> geoBlocked.locked:0",
      "incompatible -SHELL.CHUNK_FAILED-> reloadingChunk",
      "reloading -SHELL.CHUNK_FAILED-> reloadingChunk",
    ]
  `);
  expect(fromApp.paths["geoBlocked.pinEntry:10"]?.filter((e) => e.type === "SHELL.LOGO_TAP")).toHaveLength(
    10,
  );
  expect(Object.keys(fromApp.paths).filter((k) => k.startsWith("geoBlocked.pinEntry"))).toEqual([
    "geoBlocked.pinEntry:10",
  ]);
});

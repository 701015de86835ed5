import { describe, expect, it, vi } from "vitest";
import { waitFor } from "xstate";
import { type AppWrapperFlags, detectApp } from "../platform/app-version";
import type { AppShellInput } from "./app-shell.machine";
import { app, SERVER_PIN, startShell as start, useFakeTimers, web } from "./app-shell.test-support";

useFakeTimers();

describe("gates (R-FULL-SCREEN, R-STATES)", () => {
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
    });
    expect(actor.getSnapshot().value).toBe("forcedUpdate");
    const other = start(app("1.94.0"));
    other.actor.send({ type: "SHELL.GEO_CHECKED", countryCode: "Private" });
    expect(other.actor.getSnapshot().value).toBe("ready");
    other.actor.send({ type: "SHELL.GEO_CHECKED", countryCode: "NZ" });
    expect(other.actor.getSnapshot().value).toEqual({ geoBlocked: "locked" });
  });
});

describe("geo-block bypass (R-SCREENS, R-STATES, R-VALIDATION)", () => {
  it("reveals the pin input after 10 logo taps and bypasses once the server accepts the pin", async () => {
    const { actor, markGeoBypassed, verifyPin } = start(app("1.94.0", { countryCode: "NZ" }));
    for (let i = 0; i < 9; i++) actor.send({ type: "SHELL.LOGO_TAP" });
    expect(actor.getSnapshot().value).toEqual({ geoBlocked: "locked" });
    actor.send({ type: "SHELL.LOGO_TAP" });
    expect(actor.getSnapshot().value).toEqual({ geoBlocked: "pinEntry" });
    actor.send({ type: "SHELL.SUBMIT_PIN", pin: "1357" });
    expect(actor.getSnapshot().value).toEqual({ geoBlocked: "checkingPin" });
    await waitFor(actor, (s) => s.matches({ geoBlocked: "pinEntry" }));
    expect(actor.getSnapshot().context.pinError).toBe(true);
    actor.send({ type: "SHELL.SUBMIT_PIN", pin: SERVER_PIN });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context).toMatchObject({ geoBlockingBypassed: true, pinError: false });
    expect(markGeoBypassed).toHaveBeenCalledOnce();
    expect(verifyPin.mock.calls).toEqual([["1357"], [SERVER_PIN]]);
  });

  it("shows the pin error when the server cannot be asked, and never asks about a non-numeric pin", async () => {
    const { actor, verifyPin } = start(app("1.94.0", { countryCode: "NZ" }));
    for (let i = 0; i < 10; i++) actor.send({ type: "SHELL.LOGO_TAP" });
    actor.send({ type: "SHELL.SUBMIT_PIN", pin: "0000" });
    await waitFor(actor, (s) => s.matches({ geoBlocked: "pinEntry" }));
    expect(actor.getSnapshot().context.pinError).toBe(true);
    verifyPin.mockClear();
    for (const pin of ["", "24a8", " 2468"]) actor.send({ type: "SHELL.SUBMIT_PIN", pin });
    expect(actor.getSnapshot().value).toEqual({ geoBlocked: "pinEntry" });
    expect(verifyPin).not.toHaveBeenCalled();
  });

  it("keeps the taps and the PIN entry when a config or geo answer comes while the screen is up", () => {
    const config = (minimumAppVersion: string | null) =>
      ({
        type: "SHELL.CONFIG",
        minimumAppVersion,
        recommendedAppVersion: null,
      }) as const;
    const { actor } = start(app("1.94.0", { countryCode: "NZ" }));
    for (let i = 0; i < 5; i++) actor.send({ type: "SHELL.LOGO_TAP" });
    actor.send(config(null));
    actor.send({ type: "SHELL.GEO_CHECKED", countryCode: "NZ" });
    expect(actor.getSnapshot().context.logoTaps).toBe(5);
    for (let i = 0; i < 5; i++) actor.send({ type: "SHELL.LOGO_TAP" });
    expect(actor.getSnapshot().value).toEqual({ geoBlocked: "pinEntry" });
    actor.send(config(null));
    expect(actor.getSnapshot().value).toEqual({ geoBlocked: "pinEntry" });
    // A screen the evaluation puts first still takes over, and the block's end still lifts it.
    actor.send(config("2.0.0"));
    expect(actor.getSnapshot().value).toBe("forcedUpdate");
    const moved = start(app("1.94.0", { countryCode: "NZ" })).actor;
    moved.send({ type: "SHELL.GEO_CHECKED", countryCode: "AU" });
    expect(moved.getSnapshot().value).toBe("ready");
  });

  it("never blocks the web", () => {
    expect(start({ ...web, countryCode: "NZ" }).actor.getSnapshot().value).toBe("ready");
  });
});

describe("the wrapper's own flags (R-ENTITIES mobile app details)", () => {
  const wrapper = (flags: AppWrapperFlags, over: Partial<AppShellInput> = {}) =>
    app("1.94.0", { app: { ...detectApp("1.94.0", "android")!, ...flags }, ...over });
  const stateOf = (input: AppShellInput) => start(input).actor.getSnapshot().value;

  it("forces an update on forcedUpdate even when the config would not", () => {
    expect(stateOf(wrapper({}))).toBe("ready");
    expect(stateOf(wrapper({ forcedUpdate: true }))).toBe("forcedUpdate");
    expect(stateOf(wrapper({ forcedUpdate: true, geoBlocked: true, suggestUpdate: true }))).toBe(
      "forcedUpdate",
    );
  });

  it("suggests an update on suggestUpdate until dismissed or silenced", () => {
    const { actor } = start(wrapper({ suggestUpdate: true }));
    expect(actor.getSnapshot().value).toBe("suggestedUpdate");
    actor.send({ type: "SHELL.DISMISS_UPDATE" });
    expect(actor.getSnapshot().value).toBe("ready");
    expect(stateOf(wrapper({ suggestUpdate: true }, { dontRemindAgain: "true" }))).toBe("ready");
  });

  it("blocks on geoBlocked whatever the geo check says, before any suggested update", () => {
    expect(stateOf(wrapper({ geoBlocked: true }, { countryCode: "AU" }))).toEqual({ geoBlocked: "locked" });
    expect(stateOf(wrapper({ geoBlocked: true }, { countryCode: null }))).toEqual({ geoBlocked: "locked" });
    expect(stateOf(wrapper({ geoBlocked: true, suggestUpdate: true }))).toEqual({ geoBlocked: "locked" });
    expect(stateOf(app("1.93.0", { countryCode: "NZ" }))).toEqual({ geoBlocked: "locked" });
  });

  it("lets the wrapper's geoBlockingBypassed through, and the pin lifts a flagged block", async () => {
    expect(stateOf(wrapper({ geoBlocked: true, geoBlockingBypassed: true }))).toBe("ready");
    expect(stateOf(wrapper({ geoBlockingBypassed: true }, { countryCode: "NZ" }))).toBe("ready");
    const { actor, markGeoBypassed } = start(wrapper({ geoBlocked: true, suggestUpdate: true }));
    for (let i = 0; i < 10; i++) actor.send({ type: "SHELL.LOGO_TAP" });
    actor.send({ type: "SHELL.SUBMIT_PIN", pin: SERVER_PIN });
    await waitFor(actor, (s) => !s.matches("geoBlocked"));
    expect(markGeoBypassed).toHaveBeenCalledOnce();
    // Once past the block, the wrapper's suggestion still shows.
    expect(actor.getSnapshot().value).toBe("suggestedUpdate");
  });
});

describe("a chunk reload under way (R-STATES chunk-load failure)", () => {
  it("keeps new config and geo answers without cancelling the reload", () => {
    const { actor, reload } = start(app("1.94.0"));
    actor.send({ type: "SHELL.CHUNK_FAILED", now: "2026-03-01T10:00:00Z" });
    actor.send({
      type: "SHELL.CONFIG",
      minimumAppVersion: "9.0.0",
      recommendedAppVersion: null,
    });
    actor.send({ type: "SHELL.GEO_CHECKED", countryCode: "NZ" });
    expect(actor.getSnapshot().value).toBe("reloadingChunk");
    expect(actor.getSnapshot().context).toMatchObject({ minimumAppVersion: "9.0.0", countryCode: "NZ" });
    vi.advanceTimersByTime(2000);
    expect(reload).toHaveBeenCalledOnce();
    actor.send({ type: "SHELL.GEO_CHECKED", countryCode: "AU" });
    expect(actor.getSnapshot().value).toBe("reloading");
    expect(actor.getSnapshot().context.countryCode).toBe("AU");
  });
});

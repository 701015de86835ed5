import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { type AppShellInput, appShellMachine } from "./app-shell.machine";
import { app, web } from "./app-shell.machine.fixtures";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
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

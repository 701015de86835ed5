// The shell's chunk-load policy and its default effects; the gates are in app-shell.machine.test.ts.
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { type AppShellEvent, appShellMachine } from "./app-shell.machine";
import { app, NOW, startShell as start, useFakeTimers, web } from "./app-shell.test-support";

useFakeTimers();

describe("chunk-load failure (R-STATES, R-LIMITS)", () => {
  it("reloads after 2 s with a spinner, counting the reload in storage", () => {
    const { actor, writeStorage, reload } = start(web);
    actor.send({ type: "SHELL.CHUNK_FAILED", now: NOW });
    expect(actor.getSnapshot().hasTag("spinner")).toBe(true);
    expect(writeStorage).toHaveBeenCalledWith({ key: "numberOfRefreshes", value: "1" });
    expect(writeStorage).toHaveBeenCalledWith({ key: "lastRefresh", value: NOW });
    vi.advanceTimersByTime(1999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe("reloading");
  });

  it("shows the error after 3 reloads within 5 minutes, and resets the count after", () => {
    expect(
      start({ ...web, numberOfRefreshes: "3", lastRefresh: "2026-03-01T09:56:00Z" }).actor.getSnapshot()
        .value,
    ).toBe("ready");
    const recent = start({ ...web, numberOfRefreshes: "3", lastRefresh: "2026-03-01T09:56:00Z" });
    recent.actor.send({ type: "SHELL.CHUNK_FAILED", now: NOW });
    expect(recent.actor.getSnapshot().value).toBe("chunkError");
    const old = start({ ...web, numberOfRefreshes: "3", lastRefresh: "2026-03-01T09:54:59Z" });
    old.actor.send({ type: "SHELL.CHUNK_FAILED", now: NOW });
    expect(old.writeStorage).toHaveBeenCalledWith({ key: "numberOfRefreshes", value: "1" });
  });

  it("keeps the stored count when the clock is unreadable", () => {
    const { actor } = start({ ...web, numberOfRefreshes: "3", lastRefresh: NOW });
    actor.send({ type: "SHELL.CHUNK_FAILED", now: "garbage" });
    expect(actor.getSnapshot().value).toBe("chunkError");
  });

  it("fails loudly when the app forgot storage", () => {
    const actor = createActor(appShellMachine, { input: app("1.93.0") });
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    actor.send({ type: "SHELL.DONT_REMIND" });
    expect(String(errors[0])).toContain("writeStorage not provided");
  });
});

describe("defaults and odd storage", () => {
  it("counts from nothing when the stored count and clock are missing", () => {
    const { actor, writeStorage } = start({ ...web, numberOfRefreshes: null, lastRefresh: null });
    actor.send({ type: "SHELL.CHUNK_FAILED", now: "garbage" });
    expect(writeStorage).toHaveBeenCalledWith({ key: "numberOfRefreshes", value: "1" });
  });

  it("throws 'not provided' from the bypass and reload defaults; the PIN check's default fails as a wrong PIN", async () => {
    const accepting = fromPromise<boolean, { pin: string }>(async () => true);
    const start = (verifyPin?: typeof accepting) => {
      const provided = appShellMachine.provide({
        actions: { writeStorage: () => {} },
        ...(verifyPin ? { actors: { verifyPin } } : {}),
      });
      const actor = createActor(provided, { input: app("1.94.0", { countryCode: "NZ" }) });
      const errors: unknown[] = [];
      actor.subscribe({ error: (e) => errors.push(e) });
      return { actor: actor.start(), errors };
    };
    const enterPin = async (send: (e: AppShellEvent) => void) => {
      for (let i = 0; i < 10; i++) send({ type: "SHELL.LOGO_TAP" });
      send({ type: "SHELL.SUBMIT_PIN", pin: "2468" });
      for (let i = 0; i < 5; i++) await Promise.resolve();
    };
    const accepted = start(accepting);
    await enterPin(accepted.actor.send);
    expect(String(accepted.errors[0])).toContain("markGeoBypassed not provided");
    const unchecked = start();
    await enterPin(unchecked.actor.send);
    expect(unchecked.errors).toEqual([]);
    expect(unchecked.actor.getSnapshot().context.pinError).toBe(true);
    const reloading = start();
    reloading.actor.send({ type: "SHELL.CHUNK_FAILED", now: NOW });
    vi.advanceTimersByTime(2000);
    expect(String(reloading.errors[0])).toContain("reload not provided");
  });
});

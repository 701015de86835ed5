import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { createActor } from "xstate";
import { type SessionCheck, sessionMachine } from "./session.machine";
import { check, LOGIN, secondsIn } from "./session.test-support";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start(input: SessionCheck) {
  const names = ["storeSession", "clearSession", "navigate", "notify", "signalSessionChange"] as const;
  const effects = Object.fromEntries(names.map((n) => [n, vi.fn()])) as Record<(typeof names)[number], Mock>;
  const actions = Object.fromEntries(
    Object.entries(effects).map(([name, fn]) => [name, (_: unknown, params: unknown) => fn(params)]),
  );
  const actor = createActor(sessionMachine.provide({ actions }), { input }).start();
  return { actor, ...effects };
}

describe("timing from lastLogin (R-STATES)", () => {
  it("warns in the last 60 s and logs out with 'Session expired' at 0", () => {
    const { actor, notify, clearSession } = start(check({ now: secondsIn(100) }));
    expect(actor.getSnapshot().hasTag("authenticated")).toBe(true);
    vi.advanceTimersByTime(559_999);
    expect(actor.getSnapshot().hasTag("blocking-warning")).toBe(false);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().hasTag("blocking-warning")).toBe(true);
    vi.advanceTimersByTime(59_999);
    expect(actor.getSnapshot().hasTag("authenticated")).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe("loggedOut");
    expect(actor.getSnapshot().context).toMatchObject({ token: null, logoutReason: "expired" });
    expect(notify).toHaveBeenCalledWith({ message: "Session expired" });
    expect(clearSession).toHaveBeenCalledOnce();
  });

  it("starts in the warning when less than 60 s are left", () => {
    const { actor } = start(check({ now: secondsIn(690) }));
    expect(actor.getSnapshot().matches({ active: "warning" })).toBe(true);
    vi.advanceTimersByTime(30_000);
    expect(actor.getSnapshot().value).toBe("loggedOut");
  });

  it("logs out with 'Session expired' when the time ran out while away", () => {
    const { actor, notify, navigate } = start(check({ now: secondsIn(750) }));
    expect(actor.getSnapshot().context.logoutReason).toBe("expired");
    expect(notify).toHaveBeenCalledWith({ message: "Session expired" });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("logs out and sends home when lastLogin is older than 13 minutes, or unreadable", () => {
    const stale = start(check({ now: secondsIn(13 * 60 + 1) }));
    expect(stale.actor.getSnapshot().context.logoutReason).toBe("stale");
    expect(stale.navigate).toHaveBeenCalledWith({ to: "/" });
    expect(stale.notify).not.toHaveBeenCalled();
    expect(start(check({ lastLogin: "garbage" })).actor.getSnapshot().context.logoutReason).toBe("stale");
  });
});

describe("no token (R-STATES, R-ROLES)", () => {
  it("logs a lapsed session out and sends it to /", () => {
    const { actor, navigate, clearSession } = start(check({ token: null, pathname: "/cart" }));
    expect(actor.getSnapshot().matches("visitor")).toBe(true);
    expect(actor.getSnapshot().context.logoutReason).toBe("no-token");
    expect(clearSession).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith({ to: "/" });
  });

  it("leaves the app wrapper on its open paths", () => {
    for (const pathname of ["/", "/contactus", "/play-responsibly", "/results", "/games/oz-lotto"]) {
      const { navigate } = start(check({ token: null, isApp: true, pathname }));
      expect(navigate).not.toHaveBeenCalled();
    }
    expect(start(check({ token: null, isApp: true, pathname: "/wallet" })).navigate).toHaveBeenCalledWith({
      to: "/",
    });
  });

  it("leaves a first-time visitor where they are", () => {
    const { actor, navigate } = start(check({ token: null, lastLogin: null, pathname: "/results" }));
    expect(actor.getSnapshot().matches({ visitor: "browsing" })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("sign-in and sign-out events (R-STATES)", () => {
  it("starts a full 720 s timer on login and on pin login, storing the session", () => {
    for (const type of ["SESSION.LOGGED_IN", "SESSION.PIN_LOGIN"] as const) {
      const { actor, storeSession } = start(check({ token: null, lastLogin: null }));
      actor.send({ type, token: "t2", lastLogin: LOGIN });
      expect(storeSession).toHaveBeenCalledWith({ token: "t2", lastLogin: LOGIN });
      vi.advanceTimersByTime(659_999);
      expect(actor.getSnapshot().matches({ active: "counting" })).toBe(true);
      vi.advanceTimersByTime(60_001);
      expect(actor.getSnapshot().value).toBe("loggedOut");
    }
  });

  it("clears the token and signals a session change on a 401", () => {
    const { actor, signalSessionChange, clearSession } = start(check());
    actor.send({ type: "SESSION.UNAUTHORIZED" });
    expect(actor.getSnapshot().context).toMatchObject({ token: null, logoutReason: "unauthorized" });
    expect(clearSession).toHaveBeenCalledOnce();
    expect(signalSessionChange).toHaveBeenCalledOnce();
  });

  it("sends a session-expired error to the login overlay with its notice", () => {
    const { actor, navigate } = start(check());
    actor.send({ type: "SESSION.EXPIRED_ERROR" });
    expect(navigate).toHaveBeenCalledWith({ to: "/?showLogin=true&alertType=show-session-expired-message" });
    expect(actor.getSnapshot().context.logoutReason).toBe("session-error");
  });

  it("still sends a session the server expired before the machine ran to the login with its notice", () => {
    const { actor, navigate, clearSession } = start(check({ token: null, expiredByServer: true }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith({
      to: "/?showLogin=true&alertType=show-session-expired-message",
    });
    expect(clearSession).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.logoutReason).toBe("session-error");
  });

  it("logs out on request and re-checks on SESSION.CHECK", () => {
    const { actor } = start(check());
    actor.send({ type: "SESSION.LOGOUT" });
    expect(actor.getSnapshot().context.logoutReason).toBe("logout");
    vi.advanceTimersByTime(720_000);
    expect(actor.getSnapshot().value).toBe("loggedOut");
    actor.send({ type: "SESSION.CHECK", ...check({ now: secondsIn(10) }) });
    expect(actor.getSnapshot().hasTag("authenticated")).toBe(true);
  });

  it("fails loudly when the app forgot an effect", () => {
    const actor = createActor(sessionMachine, { input: check({ now: secondsIn(800) }) });
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    expect(String(errors[0])).toContain("clearSession not provided");
  });
});

describe("defaults and odd input", () => {
  it("treats an unreadable clock as a stale session", () => {
    const { actor, navigate } = start(check({ now: "not a time" }));
    expect(actor.getSnapshot().context.logoutReason).toBe("stale");
    expect(navigate).toHaveBeenCalledWith({ to: "/" });
  });

  it("throws 'not provided' from every default effect", () => {
    const effects = ["storeSession", "navigate", "notify", "signalSessionChange"] as const;
    for (const name of effects) {
      const provided = Object.fromEntries(effects.filter((e) => e !== name).map((e) => [e, () => {}]));
      const logic = sessionMachine.provide({ actions: { clearSession: () => {}, ...provided } });
      const actor = createActor(logic, { input: check({ token: null, lastLogin: null }) });
      const errors: unknown[] = [];
      actor.subscribe({ error: (e) => errors.push(e) });
      actor.start();
      actor.send({ type: "SESSION.LOGGED_IN", token: "t", lastLogin: LOGIN });
      actor.send({ type: "SESSION.EXPIRED_ERROR" });
      actor.send({ type: "SESSION.LOGGED_IN", token: "t", lastLogin: LOGIN });
      actor.send({ type: "SESSION.UNAUTHORIZED" });
      actor.send({ type: "SESSION.LOGGED_IN", token: "t", lastLogin: LOGIN });
      vi.advanceTimersByTime(720_000);
      expect(String(errors[0])).toContain(`${name} not provided`);
    }
  });
});

import { createApiClient } from "@lotto/api";
import { describe, expect, it } from "vitest";
import { memoryStore } from "@/testing/memory-store";
import { createSessionStore } from "./session-store";

/** A client whose every call is refused with a 401 carrying `body`. */
const unauthorizedApi = (body: object = { message: "no" }) =>
  createApiClient({
    baseUrl: "http://localhost",
    channel: "web",
    appVersion: "1.94.0",
    fetch: async () =>
      new Response(JSON.stringify(body), { status: 401, headers: { "Content-Type": "application/json" } }),
  });

describe("session store", () => {
  it("signs in with the token and stores lastLogin", () => {
    const api = createApiClient({ channel: "web", appVersion: "1.94.0" });
    const local = memoryStore();
    const session = createSessionStore(api, local);
    session.signIn("t1", "2026-01-01T00:00:00Z");
    expect(session.get().token).toBe("t1");
    expect(api.getToken()).toBe("t1");
    expect(local.getItem("lastLogin")).toBe("2026-01-01T00:00:00Z");
    session.signOut();
    expect(session.get().token).toBeNull();
  });

  it("ends the session when an authenticated call gets a 401 (R-STATES)", async () => {
    const api = unauthorizedApi();
    const session = createSessionStore(api, memoryStore());
    session.signIn("t1", "2026-01-01T00:00:00Z");
    await expect(api.send({ method: "GET", path: "/user/details", auth: true })).rejects.toThrow(
      "Unauthorized request",
    );
    expect(session.get().token).toBeNull();
  });

  it("remembers that a 401 session-expired error ended the token, until the log out that follows", async () => {
    const api = unauthorizedApi({ code: "SESSION_EXPIRED", message: "no" });
    const session = createSessionStore(api, memoryStore());
    session.signIn("t1", "2026-01-01T00:00:00Z");
    await expect(api.send({ method: "GET", path: "/user/details", auth: true })).rejects.toThrow();
    expect(session.get()).toMatchObject({ token: null, expiredByServer: true });
    session.signOut();
    expect(session.get().expiredByServer).toBe(true);
    session.signIn("t2", "2026-01-02T00:00:00Z");
    expect(session.get().expiredByServer).toBe(false);
  });

  it("tells the player's own log out once, to the first login view that asks, and not after a 401", async () => {
    const api = unauthorizedApi();
    const session = createSessionStore(api, memoryStore());
    session.signIn("t1", "2026-01-01T00:00:00Z");
    session.signOut(true);
    // The session machine ends the session again after the player's log out: the notice stays pending.
    session.signOut();
    expect(session.hasUntoldOwnSignOut()).toBe(true);
    expect(session.takeOwnSignOut()).toBe(true);
    expect(session.takeOwnSignOut()).toBe(false);
    expect(session.hasUntoldOwnSignOut()).toBe(false);
    session.signIn("t2", "2026-01-02T00:00:00Z");
    await api.send({ method: "GET", path: "/user/details", auth: true }).catch(() => undefined);
    expect(session.get().token).toBeNull();
    expect(session.takeOwnSignOut()).toBe(false);
  });

  it("does not call an automatic log out (expiry, stale session, closed account) the player's own", () => {
    const session = createSessionStore(unauthorizedApi(), memoryStore());
    session.signIn("t1", "2026-01-01T00:00:00Z");
    session.signOut();
    expect(session.get().token).toBeNull();
    expect(session.takeOwnSignOut()).toBe(false);
  });
});

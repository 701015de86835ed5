import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tagManagerId, track, trackSessionChanges } from "./analytics";
import { createExternalStore } from "./external-store";
import { loadTagManager } from "./tag-manager";

beforeEach(() => {
  window.dataLayer = undefined;
});
afterEach(() => {
  document.getElementById("tag-manager")?.remove();
});

describe("analytics (R-CALLS: events to window.dataLayer, tag manager only when configured)", () => {
  it("pushes events to window.dataLayer, creating the queue", () => {
    track({ event: "callback_start" });
    track({ event: "navigation", page_path: "/results" });
    expect(window.dataLayer).toEqual([
      { event: "callback_start" },
      { event: "navigation", page_path: "/results" },
    ]);
  });

  it("sends login when a token appears and logout when it goes, once each", () => {
    const session = createExternalStore<{ token: string | null }>({ token: null });
    const stop = trackSessionChanges(session);
    session.set({ token: "t1" });
    session.set({ token: "t2" }); // a refreshed token is not a new login
    session.set({ token: null });
    stop();
    session.set({ token: "t3" });
    expect(window.dataLayer).toEqual([{ event: "login" }, { event: "logout" }]);
  });

  it("reads the container id from VITE_GTM_ID and ignores anything else", () => {
    expect(tagManagerId({ VITE_GTM_ID: "GTM-AB12CD" })).toBe("GTM-AB12CD");
    expect(tagManagerId({ VITE_GTM_ID: "" })).toBeNull();
    expect(tagManagerId({ VITE_GTM_ID: "https://evil.example/x.js" })).toBeNull();
    expect(tagManagerId({})).toBeNull();
    // The test build configures none, so no script is ever fetched from outside.
    expect(tagManagerId()).toBeNull();
  });

  it("adds no script when unconfigured and exactly one when configured", () => {
    expect(loadTagManager(null)).toBe(false);
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(loadTagManager("GTM-AB12CD")).toBe(true);
    expect(loadTagManager("GTM-AB12CD")).toBe(false);
    const scripts = document.querySelectorAll<HTMLScriptElement>("script#tag-manager");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD");
    expect(window.dataLayer?.[0]).toMatchObject({ event: "gtm.js" });
  });
});

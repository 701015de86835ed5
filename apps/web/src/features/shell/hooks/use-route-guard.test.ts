import { describe, expect, it } from "vitest";
import { guardDecision } from "./use-route-guard";

describe("guardDecision", () => {
  it("sends visitors on protected pages to the login (docs/decisions.md#d1)", () => {
    for (const p of [
      "/account",
      "/wallet",
      "/tickets",
      "/favourites",
      "/membership",
      "/cart",
      "/account-setup",
    ]) {
      expect(guardDecision(p, false, false)).toBe("login");
    }
  });

  it("shows open pages to visitors", () => {
    for (const p of ["/", "/results", "/games/powerball", "/contactus", "/play-responsibly"]) {
      expect(guardDecision(p, false, false)).toBe("show");
    }
  });

  it("sends an app visitor on a protected page to / instead of the login (R-STATES session, R-ROLES)", () => {
    for (const p of ["/tickets", "/wallet", "/account", "/cart", "/favourites", "/membership"]) {
      expect(guardDecision(p, false, false, true)).toBe("home");
      expect(guardDecision(p, true, false, true)).toBe("show");
    }
  });

  it("keeps the app's open paths open without a login", () => {
    for (const p of ["/", "/results", "/games/cash-3", "/contactus", "/play-responsibly", "/no-such-page"]) {
      expect(guardDecision(p, false, false, true)).toBe("show");
    }
  });

  it("lets unknown paths through to the 404 page", () => {
    expect(guardDecision("/no-such-page", false, false)).toBe("show");
  });

  it("redirects a pending-setup player from home only", () => {
    expect(guardDecision("/", true, true)).toBe("setup");
    expect(guardDecision("/results", true, true)).toBe("show");
    expect(guardDecision("/", true, false)).toBe("show");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isBrowserCompatible } from "./compatibility";
import { isGeoBlocked } from "./geo-block";
import { isAppOpenPath } from "./open-paths";

describe("geo-block decision (R-STATES geo-blocked)", () => {
  it("blocks the app outside Australia without a bypass", () => {
    expect(isGeoBlocked({ isApp: true, countryCode: "NZ", bypassed: false })).toBe(true);
    expect(isGeoBlocked({ isApp: true, countryCode: "NZ", bypassed: true })).toBe(false);
    expect(isGeoBlocked({ isApp: true, countryCode: "AU", bypassed: false })).toBe(false);
    expect(isGeoBlocked({ isApp: true, countryCode: "Private", bypassed: false })).toBe(false);
    expect(isGeoBlocked({ isApp: true, countryCode: null, bypassed: false })).toBe(false);
    expect(isGeoBlocked({ isApp: false, countryCode: "NZ", bypassed: false })).toBe(false);
  });

  it("blocks the app the wrapper flags, unless bypassed (R-ENTITIES mobile app details)", () => {
    expect(isGeoBlocked({ isApp: true, countryCode: "AU", bypassed: false, flagged: true })).toBe(true);
    expect(isGeoBlocked({ isApp: true, countryCode: null, bypassed: false, flagged: true })).toBe(true);
    expect(isGeoBlocked({ isApp: true, countryCode: "NZ", bypassed: true, flagged: true })).toBe(false);
    expect(isGeoBlocked({ isApp: false, countryCode: null, bypassed: false, flagged: true })).toBe(false);
  });

  it("never blocks the web, a bypass or a failed check the wrapper does not flag", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.option(fc.string()),
        fc.boolean(),
        fc.boolean(),
        (isApp, countryCode, bypassed, flagged) => {
          const blocked = isGeoBlocked({ isApp, countryCode, bypassed, flagged });
          if (!isApp || bypassed || (countryCode === null && !flagged)) expect(blocked).toBe(false);
          if (isApp && !bypassed && flagged) expect(blocked).toBe(true);
        },
      ),
    );
  });
});

describe("compatibility (R-STATES)", () => {
  it("needs both local storage and IndexedDB", () => {
    expect(isBrowserCompatible({ localStorage: true, indexedDB: true })).toBe(true);
    expect(isBrowserCompatible({ localStorage: false, indexedDB: true })).toBe(false);
    expect(isBrowserCompatible({ localStorage: true, indexedDB: false })).toBe(false);
  });
});

describe("app wrapper open paths (R-STATES session, R-ROLES)", () => {
  it("opens /, /contactus, /play-responsibly, /results and /games pages", () => {
    for (const path of [
      "/",
      "/contactus",
      "/play-responsibly",
      "/results",
      "/games/powerball?gameStatus=started",
      "/#sidebar-open",
    ])
      expect(isAppOpenPath(path)).toBe(true);
    for (const path of ["/cart", "/wallet", "/account", "/gamesx", "/results/extra"])
      expect(isAppOpenPath(path)).toBe(false);
  });
});

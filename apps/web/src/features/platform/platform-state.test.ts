import { describe, expect, it } from "vitest";
import type { MobileAppDetails } from "@/lib/app-bridge";
import { type PlatformInputs, platformScreen } from "./platform-state";

const app: MobileAppDetails = { isPlayOnlineApp: true, platform: "ios", major: 2, minor: 0, build: 0 };
const base: PlatformInputs = {
  support: { localStorage: true, indexedDB: true },
  online: true,
  app: null,
  remote: undefined,
  dontRemindAgain: false,
  suggestionDismissed: false,
  countryCode: "AU",
  geoBypassed: false,
};

describe("platformScreen", () => {
  it("shows nothing for a normal browser", () => {
    expect(platformScreen(base)).toBeNull();
  });

  it("puts an incompatible browser before offline (spec §4)", () => {
    expect(
      platformScreen({ ...base, support: { localStorage: false, indexedDB: true }, online: false }),
    ).toBe("incompatible");
    expect(platformScreen({ ...base, online: false })).toBe("offline");
  });

  it("forces an update below minimumAppVersion or when the wrapper says so", () => {
    expect(platformScreen({ ...base, app, remote: { minimumAppVersion: "2.1.0" } })).toBe("forced-update");
    expect(platformScreen({ ...base, app: { ...app, forcedUpdate: true } })).toBe("forced-update");
  });

  it("geo-blocks the app outside Australia unless bypassed, never the web", () => {
    expect(platformScreen({ ...base, app, countryCode: "NZ" })).toBe("geo-blocked");
    expect(platformScreen({ ...base, app, countryCode: "NZ", geoBypassed: true })).toBeNull();
    expect(platformScreen({ ...base, app: { ...app, geoBlocked: true } })).toBe("geo-blocked");
    expect(platformScreen({ ...base, countryCode: "NZ" })).toBeNull();
  });

  it("suggests an update unless silenced with dontRemindAgain or dismissed", () => {
    const remote = { recommendedAppVersion: "2.0.1" };
    expect(platformScreen({ ...base, app, remote })).toBe("suggested-update");
    expect(platformScreen({ ...base, app, remote, dontRemindAgain: true })).toBeNull();
    expect(platformScreen({ ...base, app, remote, suggestionDismissed: true })).toBeNull();
  });
});

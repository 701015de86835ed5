import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AppVersion,
  appUpdateDecision,
  compareAppVersions,
  detectApp,
  parseAppVersion,
} from "./app-version";

const v = (text: string) => parseAppVersion(text)!;
const version = fc.record({ major: fc.nat(20), minor: fc.nat(200), build: fc.nat(2000) });

describe("app detection and versions (spec §4 app version)", () => {
  it("is the app only with digits.digits.digits on ios or android", () => {
    expect(detectApp("1.94.0", "ios")).toEqual({ platform: "ios", major: 1, minor: 94, build: 0 });
    expect(detectApp("2.0.15", "android")?.platform).toBe("android");
    expect(detectApp("1.94", "ios")).toBeNull();
    expect(detectApp("1.94.0-beta", "ios")).toBeNull();
    expect(detectApp("1.94.0", "windows")).toBeNull();
    expect(detectApp(null, "ios")).toBeNull();
  });

  it("compares major, then minor, then build", () => {
    expect(compareAppVersions(v("1.9.0"), v("1.10.0"))).toBeLessThan(0);
    expect(compareAppVersions(v("2.0.0"), v("1.99.99"))).toBeGreaterThan(0);
    expect(compareAppVersions(v("1.94.3"), v("1.94.12"))).toBeLessThan(0);
    expect(compareAppVersions(v("1.94.0"), v("1.94.0"))).toBe(0);
  });

  it("orders versions like their (major, minor, build) tuples", () => {
    fc.assert(
      fc.property(version, version, (a: AppVersion, b: AppVersion) => {
        const tuple = (x: AppVersion) => x.major * 1e8 + x.minor * 1e4 + x.build;
        expect(Math.sign(compareAppVersions(a, b))).toBe(Math.sign(tuple(a) - tuple(b)));
      }),
    );
  });

  it("forces an update below the minimum and suggests one below the recommended", () => {
    expect(appUpdateDecision(v("1.90.0"), "1.91.0", "1.94.0", false)).toBe("forced");
    expect(appUpdateDecision(v("1.90.0"), "1.91.0", "1.94.0", true)).toBe("forced");
    expect(appUpdateDecision(v("1.92.0"), "1.91.0", "1.94.0", false)).toBe("suggested");
    expect(appUpdateDecision(v("1.92.0"), "1.91.0", "1.94.0", true)).toBe("none");
    expect(appUpdateDecision(v("1.94.0"), "1.91.0", "1.94.0", false)).toBe("none");
    expect(appUpdateDecision(v("1.0.0"), undefined, "junk", false)).toBe("none");
  });
});

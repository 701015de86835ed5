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

describe("app detection and versions (R-STATES app version)", () => {
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

  it("obeys the wrapper's forcedUpdate and suggestUpdate flags whatever the config (R-ENTITIES)", () => {
    const current = v("1.94.0");
    expect(appUpdateDecision({ ...current, forcedUpdate: true }, null, null, false)).toBe("forced");
    expect(appUpdateDecision({ ...current, forcedUpdate: true, suggestUpdate: true }, null, null, true)).toBe(
      "forced",
    );
    expect(appUpdateDecision({ ...current, suggestUpdate: true }, "1.0.0", "1.0.0", false)).toBe("suggested");
    expect(appUpdateDecision({ ...current, suggestUpdate: true }, null, null, true)).toBe("none");
    expect(
      appUpdateDecision({ ...current, forcedUpdate: false, suggestUpdate: false }, null, null, false),
    ).toBe("none");
  });

  it("never lets a wrapper flag lift what the config version rule decides", () => {
    const flag = fc.option(fc.boolean(), { nil: undefined });
    fc.assert(
      fc.property(
        version,
        version,
        version,
        flag,
        flag,
        fc.boolean(),
        (app, min, rec, forced, suggest, quiet) => {
          const text = (x: AppVersion) => `${x.major}.${x.minor}.${x.build}`;
          const plain = appUpdateDecision(app, text(min), text(rec), quiet);
          const flagged = appUpdateDecision(
            { ...app, forcedUpdate: forced, suggestUpdate: suggest },
            text(min),
            text(rec),
            quiet,
          );
          const rank = { none: 0, suggested: 1, forced: 2 } as const;
          expect(rank[flagged]).toBeGreaterThanOrEqual(rank[plain]);
          if (forced) expect(flagged).toBe("forced");
        },
      ),
    );
  });
});

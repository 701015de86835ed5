import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../src/config/env";
import { StartupError } from "../../src/config/startup-error";
import { build, call, type TestApp } from "../helper";

// docs/security.md "Geo on the server": the address comes from TRUST_PROXY hops (never the left-most
// X-Forwarded-For a client wrote), the country from the country database, a proxy's header only
// behind a trusted proxy.
let direct: TestApp;
let oneHop: TestApp;
let twoHops: TestApp;
beforeAll(async () => {
  direct = await build({ env: { GEO_COUNTRY_HEADER: "cf-ipcountry" } });
  oneHop = await build({ env: { TRUST_PROXY: "1" } });
  twoHops = await build({ env: { TRUST_PROXY: "2", GEO_COUNTRY_HEADER: "cf-ipcountry" } });
});
afterAll(async () => {
  await twoHops.close();
  await oneHop.close();
  await direct.close();
});

const countryFor = async (app: TestApp, headers: Record<string, string>, remoteAddress?: string) =>
  (
    await call(app, {
      method: "GET",
      url: "/api/v1/geo-check",
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
    })
  ).body.data.country_code;

describe("GET /geo-check country resolution", () => {
  it.each([
    ["8.8.8.8", "US"],
    ["81.2.69.142", "GB"],
    ["203.2.218.214", "AU"],
    ["139.130.4.5", "AU"],
    ["2001:4860:4860::8888", "US"],
    ["::ffff:203.2.218.214", "AU"],
  ])("places %s in %s from the country database", async (address, country) => {
    expect(await countryFor(direct, {}, address)).toBe(country);
  });

  it("answers Private for loopback and private addresses, and the default for an unplaced one", async () => {
    expect(await countryFor(direct, {})).toBe("Private");
    expect(await countryFor(direct, {}, "10.1.2.3")).toBe("Private");
    expect(await countryFor(direct, {}, "fd00::1")).toBe("Private");
    // TEST-NET-3 is in no country's range: GEO_DEFAULT_COUNTRY.
    expect(await countryFor(direct, {}, "203.0.113.9")).toBe("AU");
  });

  it("ignores X-Forwarded-For and the country header when clients reach the server directly", async () => {
    const spoof = { "x-forwarded-for": "203.2.218.214", "cf-ipcountry": "AU" };
    expect(await countryFor(direct, spoof, "8.8.8.8")).toBe("US");
    expect(await countryFor(direct, { "x-forwarded-for": "8.8.8.8" })).toBe("Private");
  });
});

describe("TRUST_PROXY hops", () => {
  it("takes the address the nearest proxy appended, not the left-most a client wrote", async () => {
    expect(await countryFor(oneHop, { "x-forwarded-for": "203.2.218.214, 8.8.8.8" })).toBe("US");
    // A client cannot make itself Private by writing a private address first.
    expect(await countryFor(oneHop, { "x-forwarded-for": "10.0.0.1, 8.8.8.8" })).toBe("US");
    expect(await countryFor(oneHop, { "x-forwarded-for": "8.8.8.8" })).toBe("US");
  });

  it("with two proxies, goes two entries back and reads the proxies' country header", async () => {
    const chain = { "x-forwarded-for": "10.0.0.1, 81.2.69.142, 203.2.218.214" };
    expect(await countryFor(twoHops, chain)).toBe("GB");
    expect(await countryFor(twoHops, { ...chain, "cf-ipcountry": "nz" })).toBe("NZ");
    // A header that is no country code is ignored.
    expect(await countryFor(twoHops, { ...chain, "cf-ipcountry": "<script>" })).toBe("GB");
  });

  it("refuses true and false at start, naming the setting and what to put instead", () => {
    for (const value of ["true", "false", "-1", "all"]) {
      expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(StartupError);
      expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be the number of proxies/);
    }
    expect(loadEnv({}).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  });
});

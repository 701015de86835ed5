import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { GEO_BYPASS_SECONDS, isGeoBypassValid, issueGeoBypass } from "../../src/service/geo-bypass";
import { countryOf } from "../../src/service/geo-country";

// docs/security.md "Geo on the server": the bypass token and the country rule over their input spaces.
const secret = new TextEncoder().encode("a-test-secret-of-at-least-32-characters");
const other = new TextEncoder().encode("another-secret-of-at-least-32-characters");
const instant = fc
  .integer({ min: 1_700_000_000, max: 2_500_000_000 })
  .map((s) => Temporal.Instant.fromEpochMilliseconds(s * 1000));

describe("geo bypass token", () => {
  it("is valid from issue until just before its expiry, and never after", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: GEO_BYPASS_SECONDS * 2 }), (issued, later) => {
        const token = issueGeoBypass(secret, issued);
        const at = issued.add({ seconds: later });
        expect(isGeoBypassValid(secret, token, at)).toBe(later < GEO_BYPASS_SECONDS);
      }),
    );
  });

  it("refuses any change to a token, another server's token and any other string", () => {
    fc.assert(
      fc.property(instant, fc.nat(), fc.string({ minLength: 1, maxLength: 1 }), (issued, at, replacement) => {
        const token = issueGeoBypass(secret, issued);
        const position = at % token.length;
        const changed = token.slice(0, position) + replacement + token.slice(position + 1);
        fc.pre(changed !== token);
        expect(isGeoBypassValid(secret, changed, issued)).toBe(false);
        expect(isGeoBypassValid(other, token, issued)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.string(), instant, (s, now) => {
        expect(isGeoBypassValid(secret, s, now)).toBe(false);
      }),
    );
    for (const value of [undefined, ["a"], 1])
      expect(isGeoBypassValid(secret, value, Temporal.Instant.from("2026-11-18T04:00:00Z"))).toBe(false);
  });
});

describe("countryOf", () => {
  const settings = (proxyCountry: string | undefined) => ({
    proxyCountry,
    defaultCountry: "AU",
    dataDir: undefined,
  });
  const octet = fc.integer({ min: 0, max: 255 });

  it("answers Private for any private IPv4 address, whatever a proxy header says", () => {
    const privateV4 = fc.oneof(
      fc.tuple(octet, octet, octet).map(([b, c, d]) => `10.${b}.${c}.${d}`),
      fc.tuple(fc.integer({ min: 16, max: 31 }), octet, octet).map(([b, c, d]) => `172.${b}.${c}.${d}`),
      fc.tuple(octet, octet).map(([c, d]) => `192.168.${c}.${d}`),
      fc.tuple(octet, octet, octet).map(([b, c, d]) => `127.${b}.${c}.${d}`),
    );
    fc.assert(
      fc.property(privateV4, fc.option(fc.constantFrom("NZ", "US", "au")), (ip, header) => {
        expect(countryOf(ip, settings(header ?? undefined))).toBe("Private");
      }),
    );
  });

  it("answers a two-letter country code (or the default) for any public address", () => {
    const publicV4 = fc
      .tuple(fc.integer({ min: 1, max: 9 }), octet, octet, octet)
      .map(([a, b, c, d]) => `${a}.${b}.${c}.${d}`);
    fc.assert(
      fc.property(publicV4, (ip) => {
        expect(countryOf(ip, settings(undefined))).toMatch(/^[A-Z]{2}$/);
      }),
    );
  });
});

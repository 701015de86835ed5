import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { isAdult } from "../../src/accounts/age";
import { hashSecret, needsRehash, normaliseAnswer, verifySecret } from "../../src/accounts/passwords";
import { selfExclusionEnd } from "../../src/accounts/self-exclusion";
import { loadEnv } from "../../src/config/env";
import { isExpired } from "../../src/payments/card-gateway";
import { cardBrand, isLuhnValid } from "../../src/payments/luhn";
import { withNonce } from "../../src/plugins/web-app";
import { isPrivateAddress } from "../../src/service/private-address";
import { customerReference } from "../../src/wallet/payment-details";
import { LEGACY_SCRYPT_HASH } from "../security/legacy-hash";

describe("loadEnv", () => {
  it("gives the embedded defaults", () => {
    expect(loadEnv({})).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
      DATA_DIR: "./data",
      MINIMUM_DEPOSIT_AMOUNT: 1000,
    });
  });
  it("fails at boot naming every bad key", () => {
    expect(() => loadEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", JWT_SECRET: "short" })).toThrow(
      /PORT: must be a whole number.*DATABASE_URL: must be a postgres:\/\/ URL.*JWT_SECRET: must be at least 32 characters/,
    );
  });
});

describe("isPrivateAddress (geo check 'Private')", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.1.1",
    "::1",
    "fd00::1",
    "fe80::1",
    "::ffff:10.0.0.1",
  ])("%s is private", (ip) => expect(isPrivateAddress(ip)).toBe(true));
  it.each(["8.8.8.8", "172.32.0.1", "203.0.113.9", "2001:4860::8888", "::ffff:1.1.1.1", "not-an-ip"])(
    "%s is not",
    (ip) => expect(isPrivateAddress(ip)).toBe(false),
  );
  it("treats every 10.x.y.z as private and every 11.x.y.z as public", () => {
    const octet = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(octet, octet, octet, (a, b, c) => {
        expect(isPrivateAddress(`10.${a}.${b}.${c}`)).toBe(true);
        expect(isPrivateAddress(`11.${a}.${b}.${c}`)).toBe(false);
      }),
    );
  });
});

describe("cards", () => {
  it("accepts the test numbers and rejects any single-digit change (Luhn)", () => {
    expect(isLuhnValid("4111111111111111")).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (i, delta) => {
        const digits = "4111111111111111".split("");
        digits[i] = String((Number(digits[i]) + delta) % 10);
        expect(isLuhnValid(digits.join(""))).toBe(false);
      }),
    );
    expect(cardBrand("5555555555554444")).toBe("Mastercard");
    expect(cardBrand("378282246310005")).toBe("American Express");
  });
  it("expires at the end of the expiry month in Perth", () => {
    const now = Temporal.Instant.from("2026-11-18T04:00:00Z");
    expect(isExpired("11/26", now)).toBe(false);
    expect(isExpired("10/26", now)).toBe(true);
    expect(isExpired("01/27", now)).toBe(false);
  });
  it("gives each player a stable 10-digit reference with a Luhn check digit", () => {
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        const ref = customerReference(id);
        expect(ref).toMatch(/^\d{10}$/);
        expect(isLuhnValid(`00${ref}`)).toBe(true);
        expect(customerReference(id)).toBe(ref);
      }),
    );
  });
});

describe("accounts rules", () => {
  it("counts 18 years on the Perth calendar date", () => {
    const now = Temporal.Instant.from("2026-11-18T16:30:00Z"); // 19 Nov 00:30 in Perth
    expect(isAdult("2008-11-19", now)).toBe(true);
    expect(isAdult("2008-11-20", now)).toBe(false);
  });
  it("ends a self-exclusion whole months later in Perth", () => {
    const now = Temporal.Instant.from("2026-11-18T04:00:00Z");
    expect(selfExclusionEnd("3_MONTHS", now).toString()).toBe("2027-02-18T04:00:00Z");
    expect(selfExclusionEnd("5_YEARS", now).toString()).toBe("2031-11-18T04:00:00Z");
  });
  it("hashes with argon2id at OWASP's parameters and a fresh salt; answers compare loosely", async () => {
    const a = await hashSecret("Secret-Pass-123");
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(needsRehash(a)).toBe(false);
    expect(await hashSecret("Secret-Pass-123")).not.toBe(a);
    expect(await verifySecret("Secret-Pass-123", a)).toBe(true);
    expect(await verifySecret("Secret-Pass-124", a)).toBe(false);
    expect(await verifySecret("x", "garbage")).toBe(false);
    expect(await verifySecret("x", "$argon2id$garbage")).toBe(false);
    expect(normaliseAnswer("  Rex   the DOG ")).toBe("rex the dog");
  });
  it("still verifies the earlier scrypt hashes, and marks them for rehashing", async () => {
    expect(await verifySecret("Secret-Pass-123", LEGACY_SCRYPT_HASH)).toBe(true);
    expect(await verifySecret("Secret-Pass-124", LEGACY_SCRYPT_HASH)).toBe(false);
    expect(needsRehash(LEGACY_SCRYPT_HASH)).toBe(true);
    expect(needsRehash("$argon2id$v=19$m=4096,t=3,p=1$c2FsdA$aGFzaA")).toBe(true);
  });
});

describe("withNonce", () => {
  it("puts the nonce on every script tag and in a meta tag", () => {
    const html = withNonce(
      "<html><head><script src=a></script><script>1</script><scripts-x></head></html>",
      "N",
    );
    expect(html.match(/<script nonce="N"/g)).toHaveLength(2);
    expect(html).toContain('<meta property="csp-nonce" name="csp-nonce" content="N" />');
    expect(html).toContain("<scripts-x>");
  });
});

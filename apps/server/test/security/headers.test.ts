import { mkdtemp, writeFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentOrigins } from "../../src/plugins/security-headers";
import { build, type TestApp } from "../helper";

let app: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp("/tmp/web-dist-");
  await writeFile(
    `${dist}/index.html`,
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  );
  await writeFile(`${dist}/app.css`, "body{}");
  app = await build({ env: { WEB_DIST: dist } });
});
afterAll(() => app.close());

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

describe("security headers (helmet's set) with a per-response CSP nonce on pages", () => {
  it("sends pages a CSP whose script nonce differs per response and names the third parties", async () => {
    const a = await app.inject({ method: "GET", url: "/" });
    const b = await app.inject({ method: "GET", url: "/results" });
    const csp = String(a.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    for (const origin of ["https://maps.googleapis.com", "https://www.googletagmanager.com"]) {
      expect(csp).toContain(origin);
    }
    // The sandbox gateways are our own origin: no payment provider is named (docs/payments.md).
    expect(csp).not.toMatch(/paypal|braintree|cardinal|eway/);
    expect(nonceOf(csp)).toBeTruthy();
    expect(nonceOf(csp)).not.toBe(nonceOf(String(b.headers["content-security-policy"])));
    expect(csp).toContain(`script-src 'self' 'nonce-${nonceOf(csp)}' https://maps.googleapis.com`);
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it("gives API answers a fixed CSP that loads and frames nothing, and the same hardening headers", async () => {
    for (const url of ["/api/v1/config", "/api/v1/unknown"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(res.headers["referrer-policy"]).toBe("no-referrer");
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    }
  });
});

describe("the built web app", () => {
  it("serves index.html with this response's nonce on its scripts, and SPA routes fall back to it", async () => {
    for (const url of ["/", "/wallet?tab=1", "/games/powerball"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      const nonce = nonceOf(String(res.headers["content-security-policy"]));
      expect(res.body).toContain(`<script nonce="${nonce}" type="module"`);
      expect(res.body).toContain(`<meta property="csp-nonce" name="csp-nonce" content="${nonce}"`);
    }
    expect((await app.inject({ method: "GET", url: "/app.css" })).body).toBe("body{}");
  });

  it("keeps unknown API paths as JSON 404s", async () => {
    const res = await app.inject({ method: "GET", url: "/api/v1/unknown" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: "Resource not found." });
  });
});

describe("rate limiting of auth calls", () => {
  it("answers 429 after AUTH_RATE_LIMIT login attempts a minute", async () => {
    const limited = await build({ env: { AUTH_RATE_LIMIT: "3" } });
    const attempt = () =>
      limited.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        payload: { username: "a@b.c", password: "x", version: 2 },
      });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt()).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    expect((await limited.inject({ method: "GET", url: "/api/v1/config" })).statusCode).toBe(200);
    await limited.close();
  });
});

describe("payment origins in the CSP: only what Braintree needs, only when it is configured", () => {
  it("a Braintree sandbox account names its sandbox hosts, PayPal and 3-D Secure, none of production's", async () => {
    const braintree = await build({
      env: {
        BRAINTREE_ENVIRONMENT: "sandbox",
        BRAINTREE_MERCHANT_ID: "merchant",
        BRAINTREE_PUBLIC_KEY: "public",
        BRAINTREE_PRIVATE_KEY: "private",
        BRAINTREE_MERCHANT_ACCOUNT_ID: "playonline_AUD",
      },
    });
    const csp = String(
      (await braintree.inject({ method: "GET", url: "/" })).headers["content-security-policy"],
    );
    await braintree.close();
    const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";
    expect(directive("connect-src")).toContain("https://api.sandbox.braintreegateway.com");
    expect(directive("frame-src")).toContain("https://assets.braintreegateway.com");
    expect(directive("frame-src")).toContain("https://www.sandbox.paypal.com");
    expect(directive("script-src")).toContain("https://songbirdstag.cardinalcommerce.com");
    expect(csp).not.toContain("https://api.braintreegateway.com");
  });

  it("production names the live hosts only", () => {
    const live = Object.values(paymentOrigins("production")).flat();
    expect(live).toContain("https://api.braintreegateway.com");
    expect(live.filter((origin) => /sandbox|stag/.test(origin))).toEqual([]);
    expect(paymentOrigins(null)).toEqual({ script: [], connect: [], frame: [] });
  });
});

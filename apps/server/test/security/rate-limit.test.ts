import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAIL } from "../../src/accounts/demo";
import { RATE_LIMITED_TEXT } from "../../src/http/rate-limit";
import { build, type TestApp } from "../helper";

// docs/security.md "Rate limits": counted in the database, per client address and per account; the
// address comes from X-Forwarded-For only with TRUST_PROXY set (hops).
let proxied: TestApp;
let direct: TestApp;
beforeAll(async () => {
  proxied = await build({ env: { AUTH_RATE_LIMIT: "3", TRUST_PROXY: "1" } });
  direct = await build({ env: { AUTH_RATE_LIMIT: "3" } });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

const attempt = (app: TestApp, username: string, forwardedFor: string) =>
  app.inject({
    method: "POST",
    url: "/api/v1/auth/login",
    payload: { username, password: "Wrong-Password-1", version: 2 },
    headers: { "x-forwarded-for": forwardedFor },
  });

describe("rate limits behind a trusted proxy (TRUST_PROXY=1)", () => {
  it("one account is limited whatever address the guesses come from", async () => {
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await attempt(proxied, "target@example.test", `198.51.100.${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it("one address is limited whatever account it tries, and other clients are not affected", async () => {
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await attempt(proxied, `user${i}@example.test`, "203.0.113.50")).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const over = await attempt(proxied, "user9@example.test", "203.0.113.50");
    expect(over.json()).toMatchObject({ code: "RATE_LIMITED", message: RATE_LIMITED_TEXT });
    expect(over.headers["retry-after"]).toBe("60");
    // Behind one load balancer every player has a bucket of their own, not the proxy's.
    expect((await attempt(proxied, "someone@example.test", "203.0.113.51")).statusCode).toBe(401);
  });

  it("a window that has passed starts again", async () => {
    proxied.testClock.advance({ seconds: 61 });
    expect((await attempt(proxied, "target@example.test", "198.51.100.200")).statusCode).toBe(401);
  });
});

describe("rate limits without a trusted proxy", () => {
  it("ignore X-Forwarded-For: changing it does not buy more attempts", async () => {
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await attempt(direct, `other${i}@example.test`, `192.0.2.${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it("/health and /ready are never limited", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await direct.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
      expect((await direct.inject({ method: "GET", url: "/ready" })).statusCode).not.toBe(429);
    }
    expect((await attempt(direct, DEMO_EMAIL, "192.0.2.99")).statusCode).toBe(429);
  });
});

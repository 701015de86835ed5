import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../../src/accounts/demo";
import { MAX_WRONG_PASSWORDS } from "../../src/accounts/password-attempts";
import { build, call, loginAs, type TestApp } from "../helper";
import { parallelGuesses } from "./parallel-guesses";

// Two app instances on one database, as behind a load balancer (docs/security.md): the lockout, the
// rate limits and the token secret hold across them. On PostgreSQL each has its own pool on the same
// schema (test/helper.ts twinOf); on PGlite they share the one embedded instance.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await build({ env: { AUTH_RATE_LIMIT: "3", TRUST_PROXY: "1" } });
  b = await build({ env: { AUTH_RATE_LIMIT: "3", TRUST_PROXY: "1" }, twinOf: a });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const balance = (app: TestApp, authorization: string) =>
  call(app, { method: "GET", url: "/api/v1/user/balances", headers: { authorization } });

describe("two instances on one database", () => {
  it("share the token secret: a token from one works on the other and after a restart", async () => {
    const token = await loginAs(a);
    expect((await balance(b, token)).status).toBe(200);
    const restarted = await build({ twinOf: a });
    try {
      expect((await balance(restarted, token)).status).toBe(200);
      expect((await balance(a, await loginAs(restarted))).status).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it("share the rate limits: alternating instances does not buy more attempts", async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const res = await (i % 2 ? b : a).inject({
        method: "POST",
        url: "/api/v1/auth/login",
        payload: { username: `spread${i}@example.test`, password: "Wrong-Password-1", version: 2 },
        headers: { "x-forwarded-for": "203.0.113.80" },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it("share the lockout: 19 parallel guesses over both give at most 5 'invalid' and no token", async () => {
    // Each guess from its own address, so only the lockout (not the rate limit) stands in the way.
    const lenient = await build({ env: { AUTH_RATE_LIMIT: "1000" }, twinOf: a });
    const other = await build({ env: { AUTH_RATE_LIMIT: "1000" }, twinOf: a });
    try {
      const outcome = await parallelGuesses([lenient, other], DEMO_EMAIL, DEMO_PASSWORD);
      expect(outcome.tokens).toBe(0);
      expect(outcome.invalid).toBeLessThanOrEqual(MAX_WRONG_PASSWORDS);
      expect(outcome.invalid + outcome.blocked).toBe(19);
    } finally {
      await other.close();
      await lenient.close();
    }
  });
});

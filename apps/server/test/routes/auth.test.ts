import { LoginResponseSchema } from "@lotto/api";
import { LOGIN_TEXT } from "@lotto/core";
import { SignJWT, UnsecuredJWT } from "jose";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { build, call, loginAs, type TestApp } from "../helper";

let app: TestApp;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const login = (username: string, password: string) =>
  call(app, { method: "POST", url: "/api/v1/auth/login", payload: { username, password, version: 2 } });
const details = (authorization: string) =>
  call(app, { method: "GET", url: "/api/v1/user/details", headers: { authorization } });

describe("POST /auth/login", () => {
  it("returns a token for the right password, case-insensitive email", async () => {
    const res = await login(DEMO_EMAIL.toUpperCase(), DEMO_PASSWORD);
    expect(res.status).toBe(200);
    const { token } = v.parse(LoginResponseSchema, res.body.data);
    expect((await details(`JWT ${token}`)).body.data.playerId).toBe(DEMO_PLAYER_ID);
  });

  it("answers 'Invalid username or password' with a code in cause, for wrong password and unknown email", async () => {
    for (const res of [
      await login(DEMO_EMAIL, "wrong-password-1!"),
      await login("nobody@x.test", "whatever"),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        code: "INVALID_CREDENTIALS",
        message: LOGIN_TEXT.invalidCredentials,
        cause: { code: "INVALID_CREDENTIALS" },
      });
    }
    await login(DEMO_EMAIL, DEMO_PASSWORD); // resets the counter for the lockout test
  });

  it("rejects version other than 2 and missing fields with 400 and a message", async () => {
    const res = await call(app, {
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { username: DEMO_EMAIL, password: DEMO_PASSWORD, version: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("version: version must be 2.");
    const missing = await call(app, { method: "POST", url: "/api/v1/auth/login", payload: { version: 2 } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("username: username is required.");
  });
});

describe("lockout (R-ERRORS, R-LIMITS: more than 5 wrong passwords lock for 30 minutes)", () => {
  it("allows 5 wrong passwords, locks on the 6th, refuses even the right one, unlocks after 30 minutes", async () => {
    for (let i = 1; i <= 5; i++) expect((await login(DEMO_EMAIL, `wrong-${i}-password!`)).status).toBe(401);
    const sixth = await login(DEMO_EMAIL, "wrong-6-password!");
    expect(sixth.status).toBe(403);
    expect(sixth.body).toMatchObject({
      code: "PLAYER_STATUS_TEMPORARY_BLOCKED",
      message: LOGIN_TEXT.temporaryBlocked,
    });
    app.testClock.advance({ minutes: 29, seconds: 59 });
    expect((await login(DEMO_EMAIL, DEMO_PASSWORD)).body.code).toBe("PLAYER_STATUS_TEMPORARY_BLOCKED");
    app.testClock.advance({ seconds: 1 });
    expect((await login(DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(200);
  });

  it("a success resets the count: 5 wrong, 1 right, 5 wrong stays unlocked", async () => {
    for (let i = 0; i < 5; i++) await login(DEMO_EMAIL, "nope-nope-nope!1");
    expect((await login(DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(DEMO_EMAIL, "nope-nope-nope!1")).status).toBe(401);
    expect((await login(DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(200);
  });
});

describe("authenticated calls refuse bad tokens with 401 'Unauthorized request'", () => {
  it("refuses no token, a wrong scheme, a tampered payload and a wrong signature", async () => {
    const good = await loginAs(app);
    const [header, payload, signature] = good.slice(4).split(".");
    const forged = Buffer.from(
      JSON.stringify({ sub: "someone-else", jti: "x", exp: 9_999_999_999 }),
    ).toString("base64url");
    const bad = [
      "",
      `Bearer ${good.slice(4)}`,
      `JWT ${header}.${forged}.${signature}`,
      `JWT ${header}.${payload}.${signature?.slice(0, -2)}xx`,
    ];
    for (const authorization of bad) {
      const res = await details(authorization);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("Unauthorized request");
    }
  });

  it("refuses alg none and a token signed with another secret", async () => {
    const none = new UnsecuredJWT({})
      .setSubject(DEMO_PLAYER_ID)
      .setJti("j")
      .setExpirationTime("10m")
      .encode();
    expect((await details(`JWT ${none}`)).status).toBe(401);
    const other = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(DEMO_PLAYER_ID)
      .setJti("j")
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode("another-secret-of-at-least-32-characters"));
    expect((await details(`JWT ${other}`)).status).toBe(401);
  });

  it("expires the token after 720 s with code SESSION_EXPIRED", async () => {
    const token = await loginAs(app);
    app.testClock.advance({ seconds: 719 });
    expect((await details(token)).status).toBe(200);
    app.testClock.advance({ seconds: 2 });
    const res = await details(token);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("SESSION_EXPIRED");
  });

  it("logout ends the session for that token only", async () => {
    const a = await loginAs(app);
    const b = await loginAs(app);
    expect(
      (await call(app, { method: "POST", url: "/api/v1/auth/logout", headers: { authorization: a } })).status,
    ).toBe(200);
    expect((await details(a)).status).toBe(401);
    expect((await details(b)).status).toBe(200);
  });
});

describe("POST /user/check-credentials", () => {
  it("tells a known email from a free one", async () => {
    const check = async (email: string) =>
      (await call(app, { method: "POST", url: "/api/v1/user/check-credentials", payload: { email } })).body
        .data;
    expect(await check(DEMO_EMAIL)).toEqual({
      available: false,
      can_resume_registration: false,
      is_prs_account: false,
      is_pending_activation: false,
      is_identity_in_review: false,
    });
    expect((await check("new@player.test")).available).toBe(true);
  });
});

import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorSessions } from "../../src/db/schema/operators";
import {
  DEMO_OPERATOR_PASSWORD,
  demoOperatorEmail,
  seedDemoOperators,
} from "../../src/operator/demo-operators";
import { changeOperatorRole } from "../../src/operator/operator-accounts";
import { sweepOperatorSessions } from "../../src/operator/operator-sessions";
import { totpCode } from "../../src/operator/totp";
import { build, call, callOperator, type TestApp } from "../helper";
import { PRODUCTION_ENV } from "../production-env";
import { consoleCall, sessionCookie, signIn, signInAs } from "./console-session";

// docs/security.md "Operator console": sign-in, sessions, CSRF, lockout and TOTP, on the operator
// listener; on PGlite, and on PostgreSQL under test:pg.
let app: TestApp;
beforeAll(async () => {
  app = await build();
}, 120_000);
afterAll(async () => app?.close());

const whoAmI = (cookie: string) => consoleCall(app, "GET", "/operator/session", cookie);

describe("operator sign-in", () => {
  it("opens a session in an HttpOnly, SameSite=Strict cookie and answers who signed in", async () => {
    const res = await signIn(app, { email: demoOperatorEmail("finance"), password: DEMO_OPERATOR_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: "finance@operator.test", role: "finance" });
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/^op_session=[\w-]{43}; HttpOnly; SameSite=Strict; Path=\//);
    expect(setCookie).not.toContain("Secure"); // dev over http; production adds it
    expect(res.headers["cache-control"]).toBe("no-store");
    const me = await whoAmI(sessionCookie(res.headers["set-cookie"]));
    expect(me.body.data).toEqual({ email: "finance@operator.test", role: "finance" });
  });

  it("refuses an unknown email and a wrong password alike, and is not served on the players' listener", async () => {
    const unknown = await signIn(app, { email: "nobody@operator.test", password: DEMO_OPERATOR_PASSWORD });
    const wrong = await signIn(app, { email: demoOperatorEmail("draws"), password: "not-it" });
    expect([unknown.status, unknown.body.code]).toEqual([401, "OPERATOR_CREDENTIALS"]);
    expect([wrong.status, wrong.body]).toEqual([unknown.status, unknown.body]);
    const players = await call(app, {
      method: "POST",
      url: "/api/v1/operator/session",
      payload: { email: demoOperatorEmail("draws"), password: DEMO_OPERATOR_PASSWORD },
    });
    expect(players.status).toBe(404);
  });

  it("checks the role of every call on the server", async () => {
    const support = await signInAs(app, "support");
    expect((await consoleCall(app, "GET", "/operator/callbacks", support)).status).toBe(200);
    const refused = await consoleCall(app, "GET", "/operator/withdrawals", support);
    expect([refused.status, refused.body.code]).toEqual([403, "OPERATOR_ROLE"]);
    const anonymous = await consoleCall(app, "GET", "/operator/withdrawals", "");
    expect([anonymous.status, anonymous.body.code]).toEqual([401, "OPERATOR_SIGN_IN"]);
  });

  it("takes state-changing cookie calls only from the console's own origin (CSRF)", async () => {
    const support = await signInAs(app, "support");
    const body = { id: "999999" };
    const foreign = await consoleCall(app, "POST", "/operator/callbacks/done", support, body, {
      origin: "https://evil.example",
    });
    expect([foreign.status, foreign.body.code]).toEqual([403, "OPERATOR_ORIGIN"]);
    const none = await consoleCall(app, "POST", "/operator/callbacks/done", support, body, {});
    expect([none.status, none.body.code]).toEqual([403, "OPERATOR_ORIGIN"]);
    const same = await consoleCall(app, "POST", "/operator/callbacks/done", support, body);
    expect(same.status).toBe(404); // reached the command: no such callback
    const loginCsrf = await call(app.operatorApp, {
      method: "POST",
      url: "/api/v1/operator/session",
      headers: { origin: "https://evil.example" },
      payload: { email: demoOperatorEmail("support"), password: DEMO_OPERATOR_PASSWORD },
    });
    expect(loginCsrf.status).toBe(403);
  });

  it("ends a session at sign-out, after 15 idle minutes, and 8 hours after sign-in", async () => {
    const out = await signInAs(app, "draws");
    const bye = await consoleCall(app, "DELETE", "/operator/session", out);
    expect(bye.status).toBe(200);
    expect(String(bye.headers["set-cookie"])).toContain("Max-Age=0");
    expect((await whoAmI(out)).status).toBe(401);

    const idle = await signInAs(app, "draws");
    app.testClock.advance({ minutes: 14 });
    expect((await whoAmI(idle)).status).toBe(200); // renewed
    app.testClock.advance({ minutes: 14 });
    expect((await whoAmI(idle)).status).toBe(200);
    app.testClock.advance({ minutes: 15, seconds: 1 });
    expect((await whoAmI(idle)).status).toBe(401);

    const busy = await signInAs(app, "draws");
    for (let minutes = 0; minutes < 8 * 60 - 10; minutes += 10) {
      app.testClock.advance({ minutes: 10 });
      expect((await whoAmI(busy)).status, `after ${minutes + 10} minutes`).toBe(200);
    }
    app.testClock.advance({ minutes: 10 });
    expect((await whoAmI(busy)).status).toBe(401);
    // Housekeeping deletes the ended sessions' rows.
    const rows = async () => (await app.db.select({ n: count() }).from(operatorSessions))[0]?.n;
    expect(await rows()).toBeGreaterThan(0);
    await sweepOperatorSessions(app.db, app.testClock.now());
    expect(await rows()).toBe(0);
  }, 120_000);

  it("locks an operator after more than 5 wrong passwords for 30 minutes, like a player", async () => {
    const email = demoOperatorEmail("admin");
    for (let i = 0; i < 5; i++) {
      expect((await signIn(app, { email, password: `wrong-${i}` })).status).toBe(401);
    }
    const locking = await signIn(app, { email, password: "wrong-5" });
    expect(locking.status).toBe(403);
    const stillLocked = await signIn(app, { email, password: DEMO_OPERATOR_PASSWORD });
    expect([stillLocked.status, stillLocked.body.code]).toEqual([403, locking.body.code]);
    app.testClock.advance({ minutes: 31 });
    expect((await signIn(app, { email, password: DEMO_OPERATOR_PASSWORD })).status).toBe(200);
  });
});

describe("operator accounts and TOTP", () => {
  it("an admin adds an operator with a one-time password and TOTP; the code is required and used once", async () => {
    const admin = await signInAs(app, "admin");
    const added = await consoleCall(app, "POST", "/operator/operators", admin, {
      email: "Nadia@Operator.test",
      role: "support",
    });
    expect(added.status).toBe(200);
    const { password, totp_uri: uri } = added.body.data as { password: string; totp_uri: string };
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Play%20Online%20operator:Nadia%40Operator\.test\?/);
    const secret = new URL(uri).searchParams.get("secret") as string;

    const again = await consoleCall(app, "POST", "/operator/operators", admin, {
      email: "nadia@operator.test",
      role: "draws",
    });
    expect([again.status, again.body.code]).toEqual([409, "OPERATOR_EXISTS"]);

    const email = "nadia@operator.test";
    const noCode = await signIn(app, { email, password });
    expect([noCode.status, noCode.body.code]).toEqual([401, "OPERATOR_CODE_REQUIRED"]);
    const wrongCode = await signIn(app, { email, password, code: "000000" });
    expect([wrongCode.status, wrongCode.body.code]).toEqual([401, "OPERATOR_CODE_WRONG"]);
    const code = totpCode(secret, app.testClock.now());
    const ok = await signIn(app, { email, password, code });
    expect(ok.body.data).toEqual({ email: "Nadia@Operator.test", role: "support" });
    const replay = await signIn(app, { email, password, code });
    expect([replay.status, replay.body.code]).toEqual([401, "OPERATOR_CODE_WRONG"]);

    const list = await consoleCall(app, "GET", "/operator/operators", admin);
    expect(list.body.data.operators).toContainEqual(
      expect.objectContaining({
        email: "Nadia@Operator.test",
        role: "support",
        status: "active",
        totp: true,
      }),
    );
    expect(JSON.stringify(list.body)).not.toMatch(/password|secret/i);
  });

  it("disabling an operator ends their sessions and tokens; an admin cannot disable themselves", async () => {
    const admin = await signInAs(app, "admin");
    const draws = await signInAs(app, "draws");
    const token = await callOperator(app, "POST", "/operators/token", { email: demoOperatorEmail("draws") });
    expect(token.body.token).toMatch(/^opt_/);
    const self = await consoleCall(app, "POST", "/operator/operators/disable", admin, {
      email: demoOperatorEmail("admin"),
    });
    expect(self.status).toBe(400);
    const disabled = await consoleCall(app, "POST", "/operator/operators/disable", admin, {
      email: demoOperatorEmail("draws"),
    });
    expect(disabled.body.data).toMatchObject({ status: "disabled", already: false });
    expect((await whoAmI(draws)).status).toBe(401);
    expect((await callOperator(app, "GET", "/draws", undefined, token.body.token)).status).toBe(401);
    const signInAgain = await signIn(app, {
      email: demoOperatorEmail("draws"),
      password: DEMO_OPERATOR_PASSWORD,
    });
    expect(signInAgain.status).toBe(401);
  });

  it("changeOperatorRole gives the new role and ends the operator's sessions (dual control wraps it)", async () => {
    const before = await signInAs(app, "support");
    const changed = await changeOperatorRole(app.db, demoOperatorEmail("support"), "finance");
    expect(changed).toMatchObject({ role: "finance", previous: "support" });
    expect((await whoAmI(before)).status).toBe(401);
    const after = await signInAs(app, "support"); // the same account, now finance
    expect((await whoAmI(after)).body.data).toEqual({ email: demoOperatorEmail("support"), role: "finance" });
    await expect(changeOperatorRole(app.db, demoOperatorEmail("support"), "root")).rejects.toThrow(
      "role must be support, finance, draws or admin.",
    );
    await changeOperatorRole(app.db, demoOperatorEmail("support"), "support");
  });

  it("a CLI token acts as its operator, with its role; an admin cannot issue one for someone else", async () => {
    const finance = await signInAs(app, "finance");
    const own = await consoleCall(app, "POST", "/operator/operators/token", finance, {
      email: demoOperatorEmail("finance"),
    });
    const token = own.body.data.token as string;
    expect((await callOperator(app, "GET", "/withdrawals", undefined, token)).status).toBe(200);
    const refused = await callOperator(app, "GET", "/config", undefined, token);
    expect([refused.status, refused.body.code]).toEqual([403, "OPERATOR_ROLE"]);
    const admin = await signInAs(app, "admin");
    const forOther = await consoleCall(app, "POST", "/operator/operators/token", admin, {
      email: demoOperatorEmail("finance"),
    });
    expect(forOther.status).toBe(403);
  });
});

describe("operator sign-in in production", () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await build({ env: PRODUCTION_ENV });
  }, 120_000);
  afterAll(async () => prod?.close());

  it("requires TOTP of every account, sets a Secure cookie, and keeps the server token to account commands", async () => {
    const added = await callOperator(prod, "POST", "/operators", {
      email: "ops@example.test",
      role: "admin",
    });
    expect(added.status).toBe(200);
    const { password, totp_uri: uri } = added.body;
    const secret = new URL(uri).searchParams.get("secret") as string;
    const res = await signIn(prod, {
      email: "ops@example.test",
      password,
      code: totpCode(secret, prod.testClock.now()),
    });
    expect(res.status).toBe(200);
    expect(String(res.headers["set-cookie"])).toContain("; Secure");
    // No demo operators in production, and the server token runs no other command.
    const draws = await callOperator(prod, "GET", "/draws");
    expect([draws.status, draws.body.code]).toEqual([403, "OPERATOR_TOKEN_NEEDED"]);
    const demo = { email: demoOperatorEmail("admin"), password: DEMO_OPERATOR_PASSWORD };
    expect((await signIn(prod, demo)).status).toBe(401);
    // An account without an authenticator (made in dev, say) cannot sign in.
    await seedDemoOperators(prod.db, prod.testClock.now());
    const noTotp = await signIn(prod, demo);
    expect([noTotp.status, noTotp.body.code]).toEqual([403, "OPERATOR_TOTP_REQUIRED"]);
  });
});

import { LOGIN_TEXT } from "@lotto/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../../src/accounts/demo";
import { MAX_WRONG_PASSWORDS } from "../../src/accounts/password-attempts";
import { build, call, demoPlayerApp, loginAs } from "../helper";

const player = demoPlayerApp();

/** The authenticated calls that check the password, each with a body carrying `password`. */
const passwordCalls = {
  changePassword: (password: string) => ({
    url: "/user/change-password",
    payload: { current_password: password, new_password: "Never-Applied-Password-9" },
  }),
  securityQuestion: (password: string) => ({
    url: "/user/security-question",
    payload: { password, security_question_id: 2, security_answer: "Perth" },
  }),
  closeAccount: (password: string) => ({ url: "/user/close-account", payload: { password } }),
  bankAccount: (password: string) => ({
    method: "PUT" as const,
    url: "/user/bank-account",
    payload: { bsb: "086420", account_number: "12345678", account_name: "Demo Player", password },
  }),
};
type PasswordCall = keyof typeof passwordCalls;
type PasswordRequest = { method?: "POST" | "PUT"; url: string; payload: object };

const post = (which: PasswordCall, password: string) => {
  const { url, payload, method = "POST" } = passwordCalls[which](password) as PasswordRequest;
  return call(player.app, {
    method,
    url: `/api/v1${url}`,
    payload,
    headers: { authorization: player.auth },
  });
};
const login = (password: string) =>
  call(player.app, {
    method: "POST",
    url: "/api/v1/auth/login",
    payload: { username: DEMO_EMAIL, password, version: 2 },
  });
const blocked = {
  status: 403,
  body: { code: "PLAYER_STATUS_TEMPORARY_BLOCKED", message: LOGIN_TEXT.temporaryBlocked },
};

describe("password checks behind a token share the login lockout (R-ERRORS, R-LIMITS)", () => {
  for (const which of Object.keys(passwordCalls) as PasswordCall[]) {
    it(`${which}: 5 wrong → INVALID_PASSWORD, the 6th locks for 30 minutes, login locked too`, async () => {
      for (let i = 0; i < MAX_WRONG_PASSWORDS; i++) {
        expect(await post(which, `wrong-${i}`)).toMatchObject({
          status: 422,
          body: { code: "INVALID_PASSWORD" },
        });
      }
      expect(await post(which, "wrong-6")).toMatchObject(blocked);
      // Locked: even the right password is refused, here and at login, until 30 minutes pass.
      expect(await post("securityQuestion", DEMO_PASSWORD)).toMatchObject(blocked);
      expect(await login(DEMO_PASSWORD)).toMatchObject(blocked);
      player.app.testClock.advance({ minutes: 29, seconds: 59 });
      expect(await login(DEMO_PASSWORD)).toMatchObject(blocked);
      player.app.testClock.advance({ seconds: 1 });
      player.auth = await loginAs(player.app);
    });
  }

  it("wrong logins and wrong in-session passwords add up to one count", async () => {
    for (let i = 0; i < 3; i++) expect((await login(`wrong-login-${i}`)).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await post("closeAccount", `wrong-${i}`)).status).toBe(422);
    expect(await post("changePassword", "wrong-6")).toMatchObject(blocked);
    player.app.testClock.advance({ minutes: 30 });
    player.auth = await loginAs(player.app);
  });

  it("property: any mix of right and wrong checks locks exactly when more than 5 wrong ones follow the last right one", async () => {
    const attempt = fc.record({
      where: fc.constantFrom<"login" | PasswordCall>("login", "securityQuestion", "closeAccount"),
      right: fc.nat(4).map((n) => n === 0), // mostly wrong: runs reach the lock
    });
    await fc.assert(
      fc.asyncProperty(fc.array(attempt, { minLength: 1, maxLength: 8 }), async (attempts) => {
        let wrong = 0;
        let locked = false;
        for (const { where, right } of attempts) {
          // The right password to close-account would close it: only the others are tried right.
          const password = right && where !== "closeAccount" ? DEMO_PASSWORD : "wrong-password";
          const res = where === "login" ? await login(password) : await post(where, password);
          if (locked) {
            expect(res).toMatchObject(blocked);
            continue;
          }
          if (password === DEMO_PASSWORD) {
            expect(res.status).toBe(200);
            wrong = 0;
          } else if (++wrong > MAX_WRONG_PASSWORDS) {
            expect(res).toMatchObject(blocked);
            locked = true;
          } else {
            expect(res.status).toBe(where === "login" ? 401 : 422);
          }
        }
        player.app.testClock.advance({ minutes: 30 });
        player.auth = await loginAs(player.app); // clears the count (and renews the token) for the next run
      }),
      { numRuns: 12 },
    );
  });
});

describe("rate limit (R-SERVER: auth and credential-check calls)", () => {
  it("answers 429 with a message past AUTH_RATE_LIMIT password checks a minute", async () => {
    const limited = await build({ env: { AUTH_RATE_LIMIT: "3" } });
    try {
      const authorization = await loginAs(limited);
      for (const which of Object.keys(passwordCalls) as PasswordCall[]) {
        const { url, payload, method = "POST" } = passwordCalls[which]("wrong") as PasswordRequest;
        const send = () =>
          call(limited, { method, url: `/api/v1${url}`, payload, headers: { authorization } });
        for (let i = 0; i < 3; i++) expect((await send()).status).not.toBe(429);
        const over = await send();
        expect(over.status).toBe(429);
        expect(typeof over.body.message).toBe("string");
      }
    } finally {
      await limited.close();
    }
  });
});

import { PRS_MISMATCH } from "@lotto/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAIL, DEMO_PRS } from "../../src/accounts/demo";
import { build, call, type TestApp } from "../helper";

let app: TestApp;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const PASSWORD = "Shop-To-Online-7";
const checkCredentials = (email: string) =>
  call(app, { method: "POST", url: "/api/v1/user/check-credentials", payload: { email } });
const login = (username: string, password: string) =>
  call(app, { method: "POST", url: "/api/v1/auth/login", payload: { username, password, version: 2 } });
const upgrade = (over: Record<string, unknown> = {}) =>
  call(app, {
    method: "POST",
    url: "/api/v1/user/upgrade-prs",
    payload: {
      email: DEMO_PRS.email.toUpperCase(),
      card_number: "6000 1234 5678",
      date_of_birth: DEMO_PRS.dateOfBirth,
      password: PASSWORD,
      security_question_id: 2,
      security_answer: "Fremantle",
      terms_and_conditions_accepted: true,
      privacy_policy_accepted: true,
      ...over,
    },
  });
const refused = { code: PRS_MISMATCH.code, message: PRS_MISMATCH.message };

describe("upgrade of an in-store (PRS) account (docs/decisions.md Upgrade-prs)", () => {
  it("is refused, with one answer, for a wrong card, a wrong date of birth, or a non-PRS email", async () => {
    for (const res of [
      await upgrade({ card_number: "600012345679" }),
      await upgrade({ date_of_birth: "1975-06-16" }),
      await upgrade({ email: DEMO_EMAIL }),
      await upgrade({ email: "nobody@example.test" }),
    ]) {
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject(refused);
    }
    expect((await upgrade({ card_number: "1234" })).status).toBe(400);
    expect((await upgrade({ password: "short" })).status).toBe(400);
    expect((await checkCredentials(DEMO_PRS.email)).body.data.is_prs_account).toBe(true);
  });

  it("offers no password reset before the upgrade: the account has no online password yet", async () => {
    const res = await call(app, {
      method: "POST",
      url: "/api/v1/user/get-security-question",
      payload: { email_address: DEMO_PRS.email, date_of_birth: DEMO_PRS.dateOfBirth },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("INFORMATION_INCORRECT");
  });

  it("answers is_prs_account, refuses login before the upgrade, upgrades once, then logs in", async () => {
    expect((await checkCredentials(DEMO_PRS.email)).body.data).toEqual({
      available: false,
      can_resume_registration: false,
      is_prs_account: true,
      is_pending_activation: false,
      is_identity_in_review: false,
    });
    expect((await checkCredentials(DEMO_EMAIL)).body.data.is_prs_account).toBe(false);
    expect((await login(DEMO_PRS.email, PASSWORD)).status).toBe(401);

    const done = await upgrade();
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ ok: true });

    const res = await login(DEMO_PRS.email, PASSWORD);
    expect(res.status).toBe(200);
    expect(typeof res.body.data.token).toBe("string");
    expect((await checkCredentials(DEMO_PRS.email)).body.data.is_prs_account).toBe(false);

    // The proof cannot be replayed to take the online account over.
    const again = await upgrade({ password: "Taken-Over-123!" });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject(refused);
    expect((await login(DEMO_PRS.email, "Taken-Over-123!")).status).toBe(401);
  });
});

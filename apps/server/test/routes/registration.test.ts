import { PASSWORD_TEXT } from "@lotto/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build, call, loginAs, type TestApp } from "../helper";
import { signUpBody } from "../sign-up-body";

let app: TestApp;
beforeAll(async () => {
  app = await build({ env: { PUBLIC_URL: "http://shop.test" } });
});
afterAll(() => app.close());

const PASSWORD = "Correct-Horse-9";
const signUp = (over: Record<string, unknown> = {}) =>
  call(app, {
    method: "POST",
    url: "/api/v1/user/register",
    payload: signUpBody(over),
  });
const mailbox = async () =>
  (await app.inject({ method: "GET", url: "/dev/mailbox.json" })).json() as {
    to: string;
    link: string | null;
    subject: string;
  }[];
const tokenOf = (link: string | null | undefined) =>
  new URL(link ?? "http://x").searchParams.get("token") ?? "";
const login = (username: string, password: string) =>
  call(app, { method: "POST", url: "/api/v1/auth/login", payload: { username, password, version: 2 } });

describe("sign-up, activation and login (R-STATES Sign-up, R-LOGIN-CODES)", () => {
  it("registers, emails an activation link, refuses login until activated, then logs in", async () => {
    const res = await signUp();
    expect(res.status).toBe(200);
    expect(res.body.data.verification_status).toBe("passed");
    const pending = await login("jo.citizen@example.test", PASSWORD);
    expect(pending.status).toBe(403);
    expect(pending.body).toMatchObject({
      code: "PLAYER_STATUS_PENDING_ACTIVATION",
      message: "Account pending activation. Please check your email for activation link",
    });
    const [mail] = await mailbox();
    expect(mail?.to).toBe("jo.citizen@example.test");
    expect(mail?.link).toMatch(/^http:\/\/shop\.test\/activate\?token=/);
    const html = await app.inject({ method: "GET", url: "/dev/mailbox" });
    expect(html.body).toContain(mail?.link);
    expect(
      (
        await call(app, {
          method: "POST",
          url: "/api/v1/user/activate",
          payload: { token: tokenOf(mail?.link) },
        })
      ).status,
    ).toBe(200);
    const again = await call(app, {
      method: "POST",
      url: "/api/v1/user/activate",
      payload: { token: tokenOf(mail?.link) },
    });
    expect(again.status).toBe(422);
    const token = await loginAs(app, "jo.citizen@example.test", PASSWORD);
    const details = await call(app, {
      method: "GET",
      url: "/api/v1/user/details",
      headers: { authorization: token },
    });
    expect(details.body.data).toMatchObject({
      pending_account_setup: true,
      selfExclusionFlag: 0,
      userDtls: { firstname: "Jo" },
    });
  });

  it("refuses a used email with 409 and nothing changed", async () => {
    const res = await signUp({ firstname: "Other" });
    expect(res.status).toBe(409);
  });

  it("keeps a failed verification resumable (PENDING_KYC) and sends no email", async () => {
    const before = (await mailbox()).length;
    const res = await signUp({ email: "kyc@example.test", lastname: "Unverified" });
    expect(res.body.data.verification_status).toBe("failed");
    expect((await mailbox()).length).toBe(before);
    const check = await call(app, {
      method: "POST",
      url: "/api/v1/user/check-credentials",
      payload: { email: "kyc@example.test" },
    });
    expect(check.body.data).toMatchObject({ available: false, can_resume_registration: true });
    expect((await login("kyc@example.test", PASSWORD)).body.code).toBe("PLAYER_STATUS_PENDING_KYC");
    const resumed = await signUp({ email: "kyc@example.test", lastname: "Verified" });
    expect(resumed.body.data).toEqual({ playerId: res.body.data.playerId, verification_status: "passed" });
  });

  it("refuses under-18s on the Perth date, weak passwords and unchecked terms", async () => {
    // The test clock is 2026-11-18 12:00 in Perth.
    expect((await signUp({ email: "teen@example.test", date_of_birth: "2008-11-19" })).body.code).toBe(
      "UNDER_AGE",
    );
    expect((await signUp({ email: "weak@example.test", password: "short1!" })).body.message).toBe(
      "password: Password must be 12 to 30 characters.",
    );
    expect((await signUp({ email: "t@example.test", terms_and_conditions_accepted: false })).status).toBe(
      400,
    );
    const check = await call(app, {
      method: "POST",
      url: "/api/v1/user/check-credentials",
      payload: { email: "teen@example.test" },
    });
    expect(check.body.data.available).toBe(true);
  });

  it("resends the activation email only for pending accounts, answering the same either way", async () => {
    await signUp({ email: "late@example.test" });
    const before = (await mailbox()).length;
    for (const email of ["late@example.test", "nobody@example.test"]) {
      const res = await call(app, {
        method: "POST",
        url: "/api/v1/user/register/resend-activation-email",
        payload: { email },
      });
      expect(res.body).toEqual({ data: { ok: true }, message: "OK" });
    }
    expect((await mailbox()).length).toBe(before + 1);
  });
});

describe("password reset (R-STATES, R-CALLS, R-PASSWORD-FLOWS)", () => {
  it("asks the security question by email and date of birth, same error for any mismatch", async () => {
    const ask = (email_address: string, date_of_birth: string) =>
      call(app, {
        method: "POST",
        url: "/api/v1/user/get-security-question",
        payload: { email_address, date_of_birth },
      });
    expect((await ask("jo.citizen@example.test", "1990-05-17")).body.data).toEqual({
      security_question: "In which city were you born?",
    });
    for (const res of [
      await ask("jo.citizen@example.test", "1990-05-18"),
      await ask("x@example.test", "1990-05-17"),
    ]) {
      expect(res.status).toBe(422);
      expect(res.body.message).toBe("The information provided is incorrect. Please try again.");
    }
    const get = await call(app, {
      method: "GET",
      url: "/api/v1/user/get-security-question?email_address=jo.citizen@example.test&date_of_birth=1990-05-17",
    });
    expect(get.body.data.security_question).toBe("In which city were you born?");
  });

  it("checks the answer, emails a 1-hour link, and the new password works once", async () => {
    const reset = (payload: object) =>
      call(app, { method: "POST", url: "/api/v1/user/reset-password", payload });
    const wrong = await reset({ email_address: "jo.citizen@example.test", security_answer: "Sydney" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.security_answer[0]).toBe("The answer you entered is incorrect.");
    const unknown = await reset({ email_address: "ghost@example.test" });
    expect(unknown.body.data.message).toBe(PASSWORD_TEXT.resetRequestReceived);
    const ok = await reset({ email_address: "jo.citizen@example.test", security_answer: "  perth " });
    expect(ok.body.data.message).toBe(PASSWORD_TEXT.resetRequestReceived);
    const [mail] = await mailbox();
    expect(mail?.link).toMatch(/\/reset-password\?token=/);
    const confirm = (password: string) =>
      call(app, {
        method: "POST",
        url: "/api/v1/user/reset-password/confirm",
        payload: { reset_token: tokenOf(mail?.link), password },
      });
    expect((await confirm("Brand-New-Pass-1")).status).toBe(200);
    expect((await confirm("Brand-New-Pass-2")).status).toBe(422);
    expect((await login("jo.citizen@example.test", "Brand-New-Pass-1")).status).toBe(200);
    expect((await login("jo.citizen@example.test", PASSWORD)).status).toBe(401);
  });

  it("expires reset links after 1 hour", async () => {
    await call(app, {
      method: "POST",
      url: "/api/v1/user/reset-password",
      payload: { email_address: "jo.citizen@example.test" },
    });
    const [mail] = await mailbox();
    app.testClock.advance({ hours: 1, seconds: 1 });
    const res = await call(app, {
      method: "POST",
      url: "/api/v1/user/reset-password/confirm",
      payload: { reset_token: tokenOf(mail?.link), password: "Another-Pass-77" },
    });
    expect(res.status).toBe(422);
  });
});

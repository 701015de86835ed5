import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { instantOf } from "@/lib/instant";
import { fakeApi } from "@/testing/fake-api";
import { resendActivation, submitAnswer, submitForgot, submitLogin, submitWelcome } from "./login-flow";

const credentials = (over: Record<string, boolean>) => ({
  body: {
    available: false,
    can_resume_registration: false,
    is_prs_account: false,
    is_pending_activation: false,
    ...over,
  },
});
const loginError = (code: string) => ({ status: 401, body: { code, message: "nope", cause: { code } } });
const now = instantOf("2026-06-01T04:00:00Z");

describe("welcome view (spec §4, §5)", () => {
  it("requires an email and sends a malformed one straight to login", async () => {
    const { api, calls } = fakeApi({});
    expect(await submitWelcome(api, " ")).toEqual({ errors: { email: "Email address is required." } });
    expect(await submitWelcome(api, "not-an-email")).toEqual({ view: "login" });
    expect(calls).toEqual([]);
  });

  it("routes by the credential check: PRS upgrade, new email sign-up, known email login", async () => {
    const route = (over: Record<string, boolean>) =>
      fakeApi({ "POST /user/check-credentials": credentials(over) }).api;
    expect(await submitWelcome(route({ is_prs_account: true }), "a@b.au")).toEqual({ view: "upgrade-prs" });
    expect(await submitWelcome(route({ available: true }), "a@b.au")).toEqual({ view: "sign-up" });
    expect(await submitWelcome(route({}), "a@b.au")).toEqual({ view: "login" });
  });
});

describe("login view (spec §4 failed logins, §8 login codes)", () => {
  it("requires both fields before calling", async () => {
    const { api, calls } = fakeApi({});
    expect(await submitLogin(api, "", "", 0)).toEqual({
      errors: { email: "Email address is required.", password: "Password is required." },
    });
    expect(calls).toEqual([]);
  });

  it("returns the token and resets the attempts on success", async () => {
    const { api } = fakeApi({ "POST /auth/login": { body: { token: "jwt" } } });
    expect(await submitLogin(api, "a@b.au", "secret", 2)).toEqual({ token: "jwt", attempts: 0 });
  });

  it("warns at the 2nd failure and moves to forgot-password from the 3rd on", async () => {
    const { api } = fakeApi({ "POST /auth/login": loginError("INVALID_CREDENTIALS") });
    expect(await submitLogin(api, "a@b.au", "x", 0)).toMatchObject({
      message: "Invalid username or password",
      attempts: 1,
    });
    expect((await submitLogin(api, "a@b.au", "x", 1)).message).toMatch(/Reset it/);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 50 }), async (before) => {
        const r = await submitLogin(api, "a@b.au", "x", before);
        expect(r.view).toBe("forgot-password");
        expect(r.message).toBe(
          "To avoid your account being temporarily locked for 30 minutes, please reset your password using the form below.",
        );
      }),
      { numRuns: 10 },
    );
  });

  it("offers the activation resend for pending accounts and keeps the count", async () => {
    const { api } = fakeApi({
      "POST /auth/login": loginError("PLAYER_STATUS_PENDING_ACTIVATION"),
    });
    expect(await submitLogin(api, "a@b.au", "x", 1)).toEqual({
      message: "Account pending activation. Please check your email for activation link",
      attempts: 1,
      canResend: true,
    });
  });

  it("sends a pending-KYC player through the credential check", async () => {
    const { api } = fakeApi({
      "POST /auth/login": loginError("PLAYER_STATUS_PENDING_KYC"),
      "POST /user/check-credentials": credentials({ can_resume_registration: true }),
    });
    expect(await submitLogin(api, "a@b.au", "x", 0)).toEqual({ view: "sign-up", attempts: 0 });
  });
});

describe("password flows (spec §5, §8)", () => {
  it("validates the forgot-password form, then shows the security question", async () => {
    const { api } = fakeApi({
      "POST /user/get-security-question": { body: { security_question: "First pet?" } },
    });
    expect((await submitForgot(api, "bad", "", now, false)).errors).toEqual({
      email: "Please enter a valid email address.",
      dateOfBirth: "Date of birth is required.",
    });
    expect(await submitForgot(api, "a@b.au", "5/3/1980", now, false)).toEqual({
      view: "security-question",
      question: "First pet?",
    });
  });

  it("says 'The information provided is incorrect.' on any forgot-password error", async () => {
    const { api } = fakeApi({ "POST /user/get-security-question": { status: 422, body: { message: "x" } } });
    expect(await submitForgot(api, "a@b.au", "5/3/1980", now, false)).toEqual({
      message: "The information provided is incorrect. Please try again.",
    });
  });

  it("requires an answer, then reports the email sent", async () => {
    const { api } = fakeApi({ "POST /user/reset-password": { body: { message: "sent" } } });
    expect(await submitAnswer(api, "a@b.au", " ")).toEqual({
      errors: { answer: "Please enter your answer" },
    });
    expect(await submitAnswer(api, "a@b.au", "Rex")).toEqual({ view: "password-reset-email-sent" });
  });

  it("confirms the activation email was sent", async () => {
    const { api } = fakeApi({ "POST /user/register/resend-activation-email": { body: { ok: true } } });
    expect(await resendActivation(api, "a@b.au")).toEqual({
      message: "Activation email sent. Please check your inbox.",
      canResend: false,
    });
  });
});

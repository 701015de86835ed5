import { describe, expect, it } from "vitest";
import { coded, KNOWN, start } from "./login-view.test-support";

describe("logging in (R-STATES login view, failed logins, R-LOGIN-CODES)", () => {
  const submit = { type: "LOGIN.SUBMIT", email: "ann@example.com", password: "Secret-pass-1" } as const;

  it("requires both fields", () => {
    const { actor } = start({ page: "login" });
    actor.send({ type: "LOGIN.SUBMIT", email: "", password: "" });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: "Email address is required.",
      password: "Password is required.",
    });
  });

  it("signs in, resets the count, hides the overlay and says so", async () => {
    const { actor, hidden, calls, idle } = start({ page: "login" });
    actor.send(submit);
    await idle();
    const snap = actor.getSnapshot();
    expect(snap.value).toBe("authenticated");
    expect(snap.hasTag("hidden")).toBe(true);
    expect(snap.context).toMatchObject({ attempts: 0, notice: "Successfully signed in." });
    expect(hidden).toHaveLength(1);
    expect(calls.login).toEqual([{ email: "ann@example.com", password: "Secret-pass-1" }]);
  });

  it("warns on the 2nd failure and moves to forgot-password on the 3rd", async () => {
    const { actor, idle } = start({ page: "login" }, { login: () => Promise.reject(coded("WRONG")) });
    actor.send(submit);
    await idle();
    expect(actor.getSnapshot().context).toMatchObject({ attempts: 1, error: "Invalid username or password" });
    actor.send(submit);
    await idle();
    expect(actor.getSnapshot().context.error).toContain("Reset it");
    actor.send(submit);
    await idle();
    expect(actor.getSnapshot().value).toBe("forgotPassword");
    expect(actor.getSnapshot().context).toMatchObject({
      attempts: 3,
      notice:
        "To avoid your account being temporarily locked for 30 minutes, please reset your password using the form below.",
    });
  });

  it("starts the count again when the email changes", async () => {
    const { actor, idle } = start({ page: "login" }, { login: () => Promise.reject(new Error("no")) });
    actor.send(submit);
    await idle();
    actor.send(submit);
    await idle();
    actor.send({ type: "LOGIN.CHANGE_EMAIL", email: "bob@example.com" });
    expect(actor.getSnapshot().context.attempts).toBe(0);
    actor.send({ ...submit, email: "carol@example.com" });
    await idle();
    expect(actor.getSnapshot().context).toMatchObject({ attempts: 1, email: "carol@example.com" });
  });

  it("offers the activation email for a pending account and confirms it was sent", async () => {
    const { actor, calls, idle } = start(
      { page: "login" },
      { login: () => Promise.reject(coded("PLAYER_STATUS_PENDING_ACTIVATION")) },
    );
    actor.send({ type: "LOGIN.RESEND_ACTIVATION" });
    expect(actor.getSnapshot().value).toBe("login");
    actor.send(submit);
    await idle();
    expect(actor.getSnapshot().context).toMatchObject({
      error: "Account pending activation. Please check your email for activation link",
      canResendActivation: true,
      attempts: 0,
    });
    actor.send({ type: "LOGIN.RESEND_ACTIVATION" });
    await idle();
    expect(calls.resendActivation).toEqual([{ email: "ann@example.com" }]);
    expect(actor.getSnapshot().context).toMatchObject({
      notice: "Activation email sent. Please check your inbox.",
      error: null,
      canResendActivation: false,
    });
  });

  it("shows the default text when the resend fails", async () => {
    const { actor, idle } = start(
      { page: "login" },
      {
        login: () => Promise.reject(coded("PLAYER_STATUS_PENDING_ACTIVATION")),
        resendActivation: () => Promise.reject(new Error("x")),
      },
    );
    actor.send(submit);
    await idle();
    actor.send({ type: "LOGIN.RESEND_ACTIVATION" });
    await idle();
    expect(actor.getSnapshot().context.error).toBe("Something went wrong. Please try again later.");
  });

  it("runs the credential check for pending KYC, then sign-up", async () => {
    const { actor, calls, idle } = start(
      { page: "login" },
      {
        login: () => Promise.reject(coded("PLAYER_STATUS_PENDING_KYC")),
        checkCredentials: async () => ({ ...KNOWN, can_resume_registration: true }),
      },
    );
    actor.send(submit);
    await idle();
    expect(calls.checkCredentials).toEqual([{ email: "ann@example.com" }]);
    expect(actor.getSnapshot().value).toBe("signUp");
  });

  it("says the identity is being checked when pending KYC is under a person's review", async () => {
    const { actor, idle } = start(
      { page: "login" },
      {
        login: () => Promise.reject(coded("PLAYER_STATUS_PENDING_KYC")),
        checkCredentials: async () => ({ ...KNOWN, is_identity_in_review: true }),
      },
    );
    actor.send(submit);
    await idle();
    expect(actor.getSnapshot().value).toBe("login");
    expect(actor.getSnapshot().context).toMatchObject({
      notice: "We are checking your identity. We will email you as soon as your account is ready to play.",
      error: null,
      attempts: 0,
    });
  });

  it("shows the lock text when temporarily blocked, without counting", async () => {
    const { actor, idle } = start(
      { page: "login" },
      { login: () => Promise.reject(coded("PLAYER_STATUS_TEMPORARY_BLOCKED")) },
    );
    actor.send(submit);
    await idle();
    expect(actor.getSnapshot().context.error).toContain("For assitance please contact");
    expect(actor.getSnapshot().context.attempts).toBe(0);
  });

  it("returns to the login page on logout, saying so in the app", async () => {
    const { actor, idle } = start({ page: "login" });
    actor.send(submit);
    await idle();
    actor.send({ type: "LOGIN.LOGGED_OUT", isApp: true, own: true });
    expect(actor.getSnapshot().value).toBe("login");
    expect(actor.getSnapshot().context).toMatchObject({ email: "", notice: "Logged out successfully" });
    actor.send(submit);
    await idle();
    actor.send({ type: "LOGIN.LOGGED_OUT", isApp: false, own: true });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it("says nothing of a successful log out when the session ended on its own, in the app or not", () => {
    for (const isApp of [true, false]) {
      const { actor } = start({ page: "welcome", signedIn: true });
      actor.send({ type: "LOGIN.LOGGED_OUT", isApp, own: false });
      expect(actor.getSnapshot().value).toBe("login");
      expect(actor.getSnapshot().context.notice).toBeNull();
    }
  });

  it("starts hidden for a player already signed in, so their log out takes the logged-out path", () => {
    const { actor } = start({ page: "welcome", signedIn: true });
    expect(actor.getSnapshot().value).toBe("authenticated");
    expect(actor.getSnapshot().hasTag("hidden")).toBe(true);
    actor.send({ type: "LOGIN.LOGGED_OUT", isApp: true, own: true });
    expect(actor.getSnapshot().value).toBe("login");
    expect(actor.getSnapshot().context.notice).toBe("Logged out successfully");
  });

  it("keeps the overlay hidden through an outage while signed in, and shows maintenance after the log out", () => {
    const { actor } = start({ signedIn: true });
    actor.send({ type: "LOGIN.OUTAGE", outage: true });
    expect(actor.getSnapshot().hasTag("hidden")).toBe(true);
    actor.send({ type: "LOGIN.LOGGED_OUT", isApp: false, own: true });
    expect(actor.getSnapshot().value).toBe("maintenance");
  });
});

import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { loginViewMachine } from "./login-view.machine";
import { base, start } from "./login-view.test-support";

describe("password reset (R-STATES, R-VALIDATION, R-PASSWORD-FLOWS)", () => {
  const forgot = {
    type: "LOGIN.SUBMIT_FORGOT",
    email: "Ann@Example.com",
    dateOfBirth: "5/3/1980",
    today: "2026-03-01",
  } as const;

  it("validates the form, then asks the security question for the date of birth", async () => {
    const { actor, calls, idle } = start({ page: "forgot-password" });
    actor.send({ ...forgot, email: "ann", dateOfBirth: "" });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: "Please enter a valid email address.",
      dateOfBirth: "Date of birth is required.",
    });
    actor.send(forgot);
    await idle();
    expect(calls.getSecurityQuestion).toEqual([{ email: "Ann@Example.com", dateOfBirth: "1980-03-05" }]);
    expect(actor.getSnapshot().value).toBe("securityQuestion");
    expect(actor.getSnapshot().context.securityQuestion).toBe("First pet?");
  });

  it("says the information is incorrect when the question cannot be fetched", async () => {
    const { actor, idle } = start(
      { page: "forgot-password" },
      { getSecurityQuestion: () => Promise.reject(new Error("x")) },
    );
    actor.send(forgot);
    await idle();
    expect(actor.getSnapshot().value).toBe("forgotPassword");
    expect(actor.getSnapshot().context.error).toBe(
      "The information provided is incorrect. Please try again.",
    );
  });

  it("requires an answer, sends it, and reports the email sent", async () => {
    const { actor, calls, idle } = start({ page: "forgot-password" });
    actor.send(forgot);
    await idle();
    actor.send({ type: "LOGIN.SUBMIT_ANSWER", answer: " " });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ answer: "Please enter your answer" });
    actor.send({ type: "LOGIN.SUBMIT_ANSWER", answer: " Rex " });
    await idle();
    expect(calls.resetPassword).toEqual([{ email: "Ann@Example.com", securityAnswer: "Rex" }]);
    expect(actor.getSnapshot().value).toBe("passwordResetEmailSent");
    actor.send({ type: "LOGIN.BACK" });
    expect(actor.getSnapshot().value).toBe("login");
  });

  it("shows the first field error of a failed answer", async () => {
    const rejected = Promise.reject({ errors: { security_answer: ["Incorrect answer"] } });
    rejected.catch(() => {});
    const { actor, idle } = start({ page: "forgot-password" }, { resetPassword: () => rejected });
    actor.send(forgot);
    await idle();
    actor.send({ type: "LOGIN.SUBMIT_ANSWER", answer: "Rex" });
    await idle();
    expect(actor.getSnapshot().value).toBe("securityQuestion");
    expect(actor.getSnapshot().context.error).toBe("Incorrect answer");
  });

  it("asks no date of birth on the new reset flow and goes straight to the email", async () => {
    const { actor, calls, idle } = start({ page: "forgot-password", newPasswordResetFlow: true });
    actor.send({ ...forgot, dateOfBirth: "" });
    await idle();
    expect(calls.resetPassword).toEqual([{ email: "Ann@Example.com", securityAnswer: null }]);
    expect(actor.getSnapshot().value).toBe("passwordResetEmailSent");
  });

  it("stays on forgot-password with the request-received text on the new flow", async () => {
    const { actor, idle } = start(
      { page: "forgot-password", newPasswordResetFlow: true },
      { resetPassword: () => Promise.reject({ code: "RESET_REQUEST_RECEIVED" }) },
    );
    actor.send(forgot);
    await idle();
    expect(actor.getSnapshot().value).toBe("forgotPassword");
    expect(actor.getSnapshot().context.error).toMatch(/^Request to reset password received/);
  });

  it("has back links to login from every side view", () => {
    for (const page of ["forgot-password", "sign-up", "upgrade-prs", "password-reset-email-sent"] as const) {
      const { actor } = start({ page });
      actor.send({ type: "LOGIN.BACK" });
      expect(actor.getSnapshot().value).toBe("login");
    }
    const { actor } = start({ page: "login" });
    actor.send({ type: "LOGIN.FORGOT_PASSWORD" });
    expect(actor.getSnapshot().value).toBe("forgotPassword");
    actor.send({ type: "LOGIN.BACK" });
    actor.send({ type: "LOGIN.SIGN_UP" });
    expect(actor.getSnapshot().value).toBe("signUp");
  });

  it("fails loudly when the app forgot an actor", async () => {
    const actor = createActor(loginViewMachine, { input: base }).start();
    actor.send({ type: "LOGIN.SUBMIT_EMAIL", email: "ann@example.com" });
    await waitFor(actor, (s) => !s.hasTag("busy"));
    expect(actor.getSnapshot().context.error).toBe("Something went wrong. Please try again later.");
  });
});

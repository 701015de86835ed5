import { describe, expect, it, vi } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise, waitFor } from "xstate";
import type { CredentialCheck, LoginViewInput } from "../validation/login-flow";
import { flatValue, machineGraph, machineLeaves } from "./cart-machine-paths";
import { loginViewMachine } from "./login-view.machine";

const KNOWN: CredentialCheck = {
  available: false,
  can_resume_registration: false,
  is_prs_account: false,
  is_pending_activation: false,
};
const base: LoginViewInput = { outage: false, newPasswordResetFlow: false };
const coded = (code: string) => Object.assign(new Error(code), { cause: { code } });

type Fake = (input: never) => Promise<unknown>;
const DEFAULT_FAKES: Record<string, Fake> = {
  checkCredentials: async () => KNOWN,
  login: async () => ({ token: "jwt" }),
  resendActivation: async () => ({}),
  getSecurityQuestion: async () => "First pet?",
  resetPassword: async () => ({}),
};

function start(input: Partial<LoginViewInput> = {}, fakes: Record<string, Fake> = {}) {
  const calls: Record<string, unknown[]> = {};
  const actors = Object.fromEntries(
    Object.entries({ ...DEFAULT_FAKES, ...fakes }).map(([name, fn]) => [
      name,
      fromPromise(async ({ input: i }: { input: never }) => {
        calls[name] = [...(calls[name] ?? []), i];
        return fn(i);
      }),
    ]),
  );
  const hideOverlay = vi.fn();
  const actor = createActor(loginViewMachine.provide({ actors, actions: { hideOverlay } }), {
    input: { ...base, ...input },
  }).start();
  const idle = () => waitFor(actor, (s) => !s.hasTag("busy"));
  return { actor, calls, hideOverlay, idle };
}

describe("reachability", () => {
  // The resend link only matters on the login view, so only there is it part of the state's name.
  const key = (s: AnyMachineSnapshot) =>
    `${flatValue(s.value)}${s.value === "login" && s.context.canResendActivation ? "+resend" : ""}`;
  const graph = machineGraph(
    loginViewMachine,
    [
      { type: "LOGIN.SUBMIT_EMAIL", email: "ann@example.com" },
      { type: "LOGIN.CHANGE_EMAIL", email: "bob@example.com" },
      { type: "LOGIN.SUBMIT", email: "ann@example.com", password: "pw" },
      { type: "LOGIN.SUBMIT_FORGOT", email: "ann@example.com", dateOfBirth: "5/3/1980", today: "2026-03-01" },
      { type: "LOGIN.SUBMIT_ANSWER", answer: "Rex" },
      { type: "LOGIN.OUTAGE", outage: true },
      { type: "LOGIN.LOGGED_OUT", isApp: false },
      { type: "xstate.done.actor.0.loginView.checkingEmail", output: { ...KNOWN, available: true } },
      { type: "xstate.done.actor.0.loginView.checkingEmail", output: { ...KNOWN, is_prs_account: true } },
      { type: "xstate.error.actor.0.loginView.loggingIn", error: coded("PLAYER_STATUS_PENDING_ACTIVATION") },
      { type: "xstate.done.actor.0.loginView.fetchingQuestion", output: "First pet?" },
    ],
    key,
    base,
  );

  it("reaches every view by a pinned shortest path", () => {
    const types = Object.fromEntries(
      Object.entries(graph.paths).map(([k, p]) => [
        k,
        p.map((e) => e.type.replace(/\.0\.loginView\./, ".")).join(" "),
      ]),
    );
    expect(types).toEqual({
      welcome: "",
      maintenance: "LOGIN.OUTAGE",
      signUp: "LOGIN.SIGN_UP",
      checkingEmail: "LOGIN.SUBMIT_EMAIL",
      login: "LOGIN.SUBMIT_EMAIL xstate.error.actor.checkingEmail",
      upgradePrs: "LOGIN.SUBMIT_EMAIL xstate.done.actor.checkingEmail",
      loggingIn: "LOGIN.SUBMIT_EMAIL xstate.error.actor.checkingEmail LOGIN.SUBMIT",
      forgotPassword: "LOGIN.SUBMIT_EMAIL xstate.error.actor.checkingEmail LOGIN.FORGOT_PASSWORD",
      "login+resend":
        "LOGIN.SUBMIT_EMAIL xstate.error.actor.checkingEmail LOGIN.SUBMIT xstate.error.actor.loggingIn",
      authenticated:
        "LOGIN.SUBMIT_EMAIL xstate.error.actor.checkingEmail LOGIN.SUBMIT xstate.done.actor.loggingIn",
      fetchingQuestion:
        "LOGIN.SUBMIT_EMAIL xstate.error.actor.checkingEmail LOGIN.FORGOT_PASSWORD LOGIN.SUBMIT_FORGOT",
      resendingActivation:
        "LOGIN.SUBMIT_EMAIL xstate.error.actor.checkingEmail LOGIN.SUBMIT xstate.error.actor.loggingIn LOGIN.RESEND_ACTIVATION",
      securityQuestion:
        "LOGIN.SUBMIT_EMAIL xstate.error.actor.checkingEmail LOGIN.FORGOT_PASSWORD LOGIN.SUBMIT_FORGOT xstate.done.actor.fetchingQuestion",
      resetting:
        "LOGIN.SUBMIT_EMAIL xstate.error.actor.checkingEmail LOGIN.FORGOT_PASSWORD LOGIN.SUBMIT_FORGOT xstate.done.actor.fetchingQuestion LOGIN.SUBMIT_ANSWER",
      passwordResetEmailSent:
        "LOGIN.SUBMIT_EMAIL xstate.error.actor.checkingEmail LOGIN.FORGOT_PASSWORD LOGIN.SUBMIT_FORGOT xstate.done.actor.fetchingQuestion LOGIN.SUBMIT_ANSWER xstate.done.actor.resetting",
    });
    const reached = new Set(Object.keys(graph.paths).map((k) => k.replace("+resend", "")));
    expect([...reached].sort()).toEqual(machineLeaves(loginViewMachine));
  });
});

describe("welcome and email check (spec §4, §5)", () => {
  it("requires an email and sends an unusual one straight to login", () => {
    const { actor } = start();
    actor.send({ type: "LOGIN.SUBMIT_EMAIL", email: " " });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: "Email address is required." });
    actor.send({ type: "LOGIN.SUBMIT_EMAIL", email: "ann" });
    expect(actor.getSnapshot().value).toBe("login");
  });

  it("goes to sign-up, upgrade-prs or login after the credential check", async () => {
    for (const [answer, view] of [
      [{ available: true }, "signUp"],
      [{ can_resume_registration: true }, "signUp"],
      [{ is_prs_account: true }, "upgradePrs"],
      [{}, "login"],
    ] as const) {
      const { actor, calls, idle } = start({}, { checkCredentials: async () => ({ ...KNOWN, ...answer }) });
      actor.send({ type: "LOGIN.SUBMIT_EMAIL", email: " ann@example.com " });
      expect(actor.getSnapshot().hasTag("busy")).toBe(true);
      await idle();
      expect(actor.getSnapshot().value).toBe(view);
      expect(calls.checkCredentials).toEqual([{ email: "ann@example.com" }]);
    }
  });

  it("falls back to login with the default text when the check fails", async () => {
    const { actor, idle } = start({}, { checkCredentials: () => Promise.reject(new Error("down")) });
    actor.send({ type: "LOGIN.SUBMIT_EMAIL", email: "ann@example.com" });
    await idle();
    expect(actor.getSnapshot().context.error).toBe("Something went wrong. Please try again later.");
  });

  it("opens the view the page query names, or maintenance during an outage", () => {
    expect(start({ page: "sign-up" }).actor.getSnapshot().value).toBe("signUp");
    expect(start({ page: "security-question" }).actor.getSnapshot().value).toBe("forgotPassword");
    expect(start({ page: "password-reset-email-sent" }).actor.getSnapshot().value).toBe(
      "passwordResetEmailSent",
    );
    expect(start({ page: "upgrade-prs" }).actor.getSnapshot().value).toBe("upgradePrs");
    const { actor } = start({ page: "login", outage: true });
    expect(actor.getSnapshot().value).toBe("maintenance");
    actor.send({ type: "LOGIN.OUTAGE", outage: false });
    expect(actor.getSnapshot().value).toBe("welcome");
  });
});

describe("logging in (spec §4 login view, failed logins, §8 login codes)", () => {
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
    const { actor, hideOverlay, calls, idle } = start({ page: "login" });
    actor.send(submit);
    await idle();
    const snap = actor.getSnapshot();
    expect(snap.value).toBe("authenticated");
    expect(snap.hasTag("hidden")).toBe(true);
    expect(snap.context).toMatchObject({ attempts: 0, notice: "Successfully signed in." });
    expect(hideOverlay).toHaveBeenCalledOnce();
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
    actor.send({ type: "LOGIN.LOGGED_OUT", isApp: true });
    expect(actor.getSnapshot().value).toBe("login");
    expect(actor.getSnapshot().context).toMatchObject({ email: "", notice: "Logged out successfully" });
    actor.send(submit);
    await idle();
    actor.send({ type: "LOGIN.LOGGED_OUT", isApp: false });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });
});

describe("password reset (spec §4, §5, §8 password flows)", () => {
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

it("throws 'not provided' when the app forgot to hide the overlay", async () => {
  const actor = createActor(
    loginViewMachine.provide({
      actors: { login: fromPromise(async (): Promise<unknown> => ({ token: "jwt" })) },
    }),
    { input: { ...base, page: "login" } },
  );
  const errors: unknown[] = [];
  actor.subscribe({ error: (e) => errors.push(e) });
  actor.start();
  actor.send({ type: "LOGIN.SUBMIT", email: "ann@example.com", password: "pw" });
  await vi.waitFor(() => expect(String(errors[0])).toContain("hideOverlay not provided"));
});

import { describe, expect, it, vi } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import { loginViewMachine } from "./login-view.machine";
import { base, coded, KNOWN, start } from "./login-view.test-support";
import { flatValue, machineGraph, machineLeaves, replayShortestPaths } from "./machine-paths.test-support";

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
      { type: "LOGIN.OUTAGE", outage: false },
      { type: "xstate.error.actor.0.loginView.loggingIn", error: coded("PLAYER_STATUS_PENDING_KYC") },
      { type: "xstate.error.actor.0.loginView.loggingIn", error: coded("PLAYER_STATUS_TEMPORARY_BLOCKED") },
      { type: "LOGIN.LOGGED_OUT", isApp: false, own: true },
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
    // Each path ends in its state on a live actor, and every transition between states is pinned.
    expect(replayShortestPaths(loginViewMachine, graph.paths, key, base)).toEqual([]);
    expect(graph.edges).toMatchInlineSnapshot(`
    [
      "authenticated -LOGIN.LOGGED_OUT-> login",
      "checkingEmail -LOGIN.OUTAGE-> maintenance",
      "checkingEmail -xstate.done.actor.0.loginView.checkingEmail-> signUp",
      "checkingEmail -xstate.done.actor.0.loginView.checkingEmail-> upgradePrs",
      "checkingEmail -xstate.error.actor.0.loginView.checkingEmail-> login",
      "fetchingQuestion -LOGIN.OUTAGE-> maintenance",
      "fetchingQuestion -xstate.done.actor.0.loginView.fetchingQuestion-> securityQuestion",
      "fetchingQuestion -xstate.error.actor.0.loginView.fetchingQuestion-> forgotPassword",
      "forgotPassword -LOGIN.BACK-> login",
      "forgotPassword -LOGIN.OUTAGE-> maintenance",
      "forgotPassword -LOGIN.SUBMIT_FORGOT-> fetchingQuestion",
      "loggingIn -LOGIN.OUTAGE-> maintenance",
      "loggingIn -xstate.done.actor.0.loginView.loggingIn-> authenticated",
      "loggingIn -xstate.error.actor.0.loginView.loggingIn-> checkingEmail",
      "loggingIn -xstate.error.actor.0.loginView.loggingIn-> login",
      "loggingIn -xstate.error.actor.0.loginView.loggingIn-> login+resend",
      "login -LOGIN.FORGOT_PASSWORD-> forgotPassword",
      "login -LOGIN.OUTAGE-> maintenance",
      "login -LOGIN.SIGN_UP-> signUp",
      "login -LOGIN.SUBMIT-> loggingIn",
      "login+resend -LOGIN.FORGOT_PASSWORD-> forgotPassword",
      "login+resend -LOGIN.OUTAGE-> maintenance",
      "login+resend -LOGIN.RESEND_ACTIVATION-> resendingActivation",
      "login+resend -LOGIN.SIGN_UP-> signUp",
      "login+resend -LOGIN.SUBMIT-> loggingIn",
      "maintenance -LOGIN.OUTAGE-> welcome",
      "passwordResetEmailSent -LOGIN.BACK-> login",
      "passwordResetEmailSent -LOGIN.OUTAGE-> maintenance",
      "resendingActivation -LOGIN.OUTAGE-> maintenance",
      "resendingActivation -xstate.done.actor.0.loginView.resendingActivation-> login",
      "resendingActivation -xstate.error.actor.0.loginView.resendingActivation-> login+resend",
      "resetting -LOGIN.OUTAGE-> maintenance",
      "resetting -xstate.done.actor.0.loginView.resetting-> passwordResetEmailSent",
      "resetting -xstate.error.actor.0.loginView.resetting-> securityQuestion",
      "securityQuestion -LOGIN.BACK-> login",
      "securityQuestion -LOGIN.OUTAGE-> maintenance",
      "securityQuestion -LOGIN.SUBMIT_ANSWER-> resetting",
      "signUp -LOGIN.BACK-> login",
      "signUp -LOGIN.OUTAGE-> maintenance",
      "upgradePrs -LOGIN.BACK-> login",
      "upgradePrs -LOGIN.OUTAGE-> maintenance",
      "welcome -LOGIN.OUTAGE-> maintenance",
      "welcome -LOGIN.SIGN_UP-> signUp",
      "welcome -LOGIN.SUBMIT_EMAIL-> checkingEmail",
    ]
  `);
  });
});

describe("welcome and email check (R-STATES, R-VALIDATION)", () => {
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
    actor.send({ type: "LOGIN.OUTAGE", outage: true });
    expect(actor.getSnapshot().value).toBe("maintenance");
    actor.send({ type: "LOGIN.OUTAGE", outage: false });
    expect(actor.getSnapshot().value).toBe("welcome");
    // An "outage over" report outside maintenance leaves the view where it is.
    actor.send({ type: "LOGIN.SIGN_UP" });
    actor.send({ type: "LOGIN.OUTAGE", outage: false });
    expect(actor.getSnapshot().value).toBe("signUp");
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

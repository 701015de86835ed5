import { describe, expect, it, vi } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import { flatValue, machineGraph, machineLeaves } from "./cart-machine-paths";
import { loginViewMachine } from "./login-view.machine";
import { base, coded, KNOWN, start } from "./login-view.machine.fixtures";

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

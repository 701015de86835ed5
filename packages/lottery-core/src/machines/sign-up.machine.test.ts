import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { machineGraph, machineLeaves, replayShortestPaths } from "./machine-paths.test-support";
import { signUpMachine, type VerificationStatus } from "./sign-up.machine";

const RESTART = "There was an error initialising the verification service. Please try again.";

function start(
  register: () => Promise<unknown> = async () => ({}),
  status: () => Promise<VerificationStatus> = async () => "pending",
) {
  const actor = createActor(
    signUpMachine.provide({
      actors: { register: fromPromise(register), startVerification: fromPromise(status) },
    }),
  ).start();
  const idle = () => waitFor(actor, (s) => !s.hasTag("busy"));
  return { actor, idle };
}
const submit = { type: "SIGN_UP.SUBMIT", details: { email: "ann@example.com" } } as const;

it("reaches every state by a pinned shortest path", () => {
  const graph = machineGraph(signUpMachine, [
    submit,
    { type: "SIGN_UP.VERIFICATION_STATUS", status: "passed" },
    { type: "xstate.done.actor.0.signUp.startingVerification", output: "pending" },
  ]);
  const paths = Object.fromEntries(
    Object.entries(graph.paths).map(([k, p]) => [
      k,
      p.map((e) => e.type.replace(/\.0\.signUp\./, ".")).join(" "),
    ]),
  );
  expect(paths).toEqual({
    details: "",
    registering: "SIGN_UP.SUBMIT",
    startingVerification: "SIGN_UP.SUBMIT xstate.done.actor.registering",
    verifying: "SIGN_UP.SUBMIT xstate.done.actor.registering xstate.done.actor.startingVerification",
    complete:
      "SIGN_UP.SUBMIT xstate.done.actor.registering xstate.done.actor.startingVerification SIGN_UP.VERIFICATION_STATUS",
  });
  expect(Object.keys(paths).sort()).toEqual(machineLeaves(signUpMachine));
  // Each path ends in its state on a live actor, and every transition between states is pinned.
  expect(replayShortestPaths(signUpMachine, graph.paths)).toEqual([]);
  expect(graph.edges).toMatchInlineSnapshot(`
    [
      "details -SIGN_UP.SUBMIT-> registering",
      "registering -xstate.done.actor.0.signUp.registering-> startingVerification",
      "registering -xstate.error.actor.0.signUp.registering-> details",
      "startingVerification -xstate.done.actor.0.signUp.startingVerification-> verifying",
      "startingVerification -xstate.error.actor.0.signUp.startingVerification-> details",
      "verifying -SIGN_UP.VERIFICATION_STATUS-> complete",
    ]
  `);
});

describe("sign-up steps (R-STATES)", () => {
  it("starts at step 0 and moves to step 1 for identity verification, then completes", async () => {
    const { actor, idle } = start();
    expect(actor.getSnapshot().context.step).toBe(0);
    actor.send(submit);
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await idle();
    expect(actor.getSnapshot().value).toBe("verifying");
    expect(actor.getSnapshot().context.step).toBe(1);
    actor.send({ type: "SIGN_UP.VERIFICATION_STATUS", status: "pending" });
    expect(actor.getSnapshot().value).toBe("verifying");
    actor.send({ type: "SIGN_UP.VERIFICATION_STATUS", status: "passed" });
    expect(actor.getSnapshot().status).toBe("done");
    expect(actor.getSnapshot().context.step).toBe(2);
  });

  it("completes at step 2 saying the identity waits for a person's review (docs/identity.md)", async () => {
    const { actor, idle } = start();
    actor.send(submit);
    await idle();
    expect(actor.getSnapshot().context.identityReview).toBe(false);
    actor.send({ type: "SIGN_UP.VERIFICATION_STATUS", status: "review" });
    expect(actor.getSnapshot().status).toBe("done");
    expect(actor.getSnapshot().context).toMatchObject({ step: 2, identityReview: true });
  });

  it("restarts with the spec's text when verification fails to start or fails", async () => {
    for (const status of [async () => "failed" as const, () => Promise.reject(new Error("down"))]) {
      const { actor, idle } = start(undefined, status);
      actor.send(submit);
      await idle();
      expect(actor.getSnapshot().value).toBe("details");
      expect(actor.getSnapshot().context).toMatchObject({ step: 0, error: RESTART });
    }
    const { actor, idle } = start();
    actor.send(submit);
    await idle();
    actor.send({ type: "SIGN_UP.VERIFICATION_STATUS", status: "failed" });
    expect(actor.getSnapshot().context).toMatchObject({ step: 0, error: RESTART });
  });

  it("shows the registration error, or the default text", async () => {
    const named = start(() => Promise.reject(new Error("Email already registered")));
    named.actor.send(submit);
    await named.idle();
    expect(named.actor.getSnapshot().context.error).toBe("Email already registered");
    const bare = start(() => Promise.reject("nope"));
    bare.actor.send(submit);
    await bare.idle();
    expect(bare.actor.getSnapshot().context.error).toBe("Something went wrong. Please try again later.");
    bare.actor.send(submit);
    expect(bare.actor.getSnapshot().context.error).toBeNull();
  });

  it("reports a missing registration actor as an error line", async () => {
    const actor = createActor(signUpMachine).start();
    actor.send(submit);
    await waitFor(actor, (s) => !s.hasTag("busy"));
    expect(actor.getSnapshot().context.error).toBe("sign-up machine: register not provided");
  });
});

it("restarts when the verification service is not provided, and names a bare Error's default", async () => {
  const actor = createActor(
    signUpMachine.provide({ actors: { register: fromPromise(async (): Promise<unknown> => ({})) } }),
  ).start();
  actor.send(submit);
  await waitFor(actor, (s) => !s.hasTag("busy"));
  expect(actor.getSnapshot().context.error).toBe(RESTART);
  const blank = start(() => Promise.reject(new Error("")));
  blank.actor.send(submit);
  await blank.idle();
  expect(blank.actor.getSnapshot().context.error).toBe("Something went wrong. Please try again later.");
});

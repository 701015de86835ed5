import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { flatValue, machineGraph, machineLeaves } from "./machine-paths.test-support";
import { type PaymentInput, type PaymentRequest, paymentMachine } from "./payment.machine";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const cardDeposit: PaymentInput = { method: "card", purpose: "deposit", minimumDeposit: 1000 };
const coded = (code: string, message = "") => Object.assign(new Error(message), { code });

function start(pay: (req: PaymentRequest) => Promise<unknown>, input: PaymentInput = cardDeposit) {
  const requests: PaymentRequest[] = [];
  const actor = createActor(
    paymentMachine.provide({
      actors: {
        pay: fromPromise(async ({ input: req }: { input: PaymentRequest }) => {
          requests.push(req);
          return pay(req);
        }),
      },
    }),
    { input },
  ).start();
  return { actor, requests };
}
const settle = () => vi.advanceTimersByTimeAsync(0);

it("reaches every state by a pinned shortest path", () => {
  const graph = machineGraph(
    paymentMachine,
    [
      { type: "PAYMENT.SUBMIT", amount: 2000 },
      { type: "xstate.error.actor.0.payment.processing", error: coded("EXTERNAL_FAILURE") },
    ],
    (s) => flatValue(s.value),
    cardDeposit,
  );
  const paths = Object.fromEntries(
    Object.entries(graph.paths).map(([k, p]) => [
      k,
      p.map((e) => e.type.replace(/\.0\.payment\./, ".")).join(" "),
    ]),
  );
  expect(paths).toEqual({
    editing: "",
    processing: "PAYMENT.SUBMIT",
    succeeded: "PAYMENT.SUBMIT xstate.done.actor.processing",
    "failed.coolingDown": "PAYMENT.SUBMIT xstate.error.actor.processing",
    "failed.ready":
      "PAYMENT.SUBMIT xstate.error.actor.processing xstate.after.externalWait.payment.failed.coolingDown",
  });
  expect(Object.keys(paths).sort()).toEqual(machineLeaves(paymentMachine));
});

describe("payment (R-STATES, R-VALIDATION, R-ERRORS)", () => {
  it("processes a card payment for the cart and succeeds", async () => {
    const { actor, requests } = start(async () => ({ ok: true }), {
      method: "card",
      purpose: "cart",
      minimumDeposit: 1000,
    });
    actor.send({ type: "PAYMENT.SUBMIT", amount: 150 });
    expect(actor.getSnapshot().hasTag("processing")).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe("succeeded");
    expect(requests).toEqual([{ method: "card", purpose: "cart", amount: 150 }]);
  });

  it("holds a deposit below the minimum back", async () => {
    const { actor, requests } = start(async () => ({}));
    actor.send({ type: "PAYMENT.SUBMIT", amount: 999 });
    expect(actor.getSnapshot().context.belowMinimum).toBe(true);
    expect(actor.getSnapshot().value).toBe("editing");
    actor.send({ type: "PAYMENT.SET_METHOD", method: "paypal" });
    actor.send({ type: "PAYMENT.SUBMIT", amount: 1000 });
    await settle();
    expect(requests).toEqual([{ method: "paypal", purpose: "deposit", amount: 1000 }]);
  });

  it("names PayPal when its service is unavailable, and shows other errors as given", async () => {
    const paypal = start(() => Promise.reject(coded("SERVICE_UNAVAILABLE")), {
      ...cardDeposit,
      method: "paypal",
    });
    paypal.actor.send({ type: "PAYMENT.SUBMIT", amount: 2000 });
    await settle();
    expect(paypal.actor.getSnapshot().context.error).toBe(
      "We're currently experiencing issues with PayPal. Your PayPal account has not been charged. Please try again later.",
    );
    const declined = start(() => Promise.reject(coded("DECLINED", "Your card was declined.")));
    declined.actor.send({ type: "PAYMENT.SUBMIT", amount: 2000 });
    await settle();
    expect(declined.actor.getSnapshot().value).toEqual({ failed: "ready" });
    expect(declined.actor.getSnapshot().context.error).toBe("Your card was declined.");
    declined.actor.send({ type: "PAYMENT.DISMISS" });
    expect(declined.actor.getSnapshot().context.error).toBeNull();
  });

  it("enforces 5, 15, 30 then count·15 s between attempts after external failures", async () => {
    const { actor, requests } = start(() => Promise.reject(coded("EXTERNAL_FAILURE")));
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      actor.send({ type: "PAYMENT.SUBMIT", amount: 2000 });
      await settle();
      const { waitSeconds, error } = actor.getSnapshot().context;
      waits.push(waitSeconds);
      expect(error).toBe(
        `We're having trouble processing your request. Please wait ${waitSeconds} seconds before your next attempt. This helps us resolve the issue faster.`,
      );
      // An attempt during the wait is ignored.
      actor.send({ type: "PAYMENT.SUBMIT", amount: 2000 });
      actor.send({ type: "PAYMENT.DISMISS" });
      expect(actor.getSnapshot().hasTag("cooling-down")).toBe(true);
      await vi.advanceTimersByTimeAsync(waitSeconds * 1000 - 1);
      expect(actor.getSnapshot().hasTag("cooling-down")).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().value).toEqual({ failed: "ready" });
    }
    expect(waits).toEqual([5, 15, 30, 60]);
    expect(requests).toHaveLength(4);
  });

  it("checks the minimum again on a retry", async () => {
    const { actor } = start(() => Promise.reject(coded("DECLINED", "No")));
    actor.send({ type: "PAYMENT.SUBMIT", amount: 2000 });
    await settle();
    actor.send({ type: "PAYMENT.SUBMIT", amount: 5 });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.belowMinimum).toBe(true);
  });

  it("reports a missing payment actor as an error", async () => {
    const actor = createActor(paymentMachine, { input: cardDeposit }).start();
    actor.send({ type: "PAYMENT.SUBMIT", amount: 2000 });
    await settle();
    expect(actor.getSnapshot().context.error).toBe("payment machine: pay not provided");
  });
});

it("shows the default text for an error that gives no message", async () => {
  const { actor } = start(() => Promise.reject({ code: "DECLINED" }));
  actor.send({ type: "PAYMENT.SUBMIT", amount: 2000 });
  await settle();
  expect(actor.getSnapshot().context.error).toBe("Something went wrong. Please try again later.");
  expect(actor.getSnapshot().hasTag("error")).toBe(true);
});

describe("what the deposit view reads (tags and context, never state names or texts)", () => {
  it("an external failure is flagged through its wait and until the form comes back; another error is not", async () => {
    const { actor } = start(() => Promise.reject(coded("EXTERNAL_FAILURE")));
    actor.send({ type: "PAYMENT.SUBMIT", amount: 2000 });
    await settle();
    const cooling = actor.getSnapshot();
    expect([
      cooling.context.externalError,
      cooling.hasTag("cooling-down"),
      cooling.hasTag("dismissable"),
    ]).toEqual([true, true, false]);
    await vi.advanceTimersByTimeAsync(cooling.context.waitSeconds * 1000);
    const waited = actor.getSnapshot();
    expect([waited.context.externalError, waited.hasTag("dismissable")]).toEqual([true, true]);
    actor.send({ type: "PAYMENT.DISMISS" });
    expect([actor.getSnapshot().context.externalError, actor.getSnapshot().hasTag("dismissable")]).toEqual([
      false,
      false,
    ]);
  });

  it("a declined payment shows its own error, not the external one, and may be dismissed at once", async () => {
    const { actor } = start(() => Promise.reject(coded("CARD_DECLINED", "Your card was declined.")));
    actor.send({ type: "PAYMENT.SUBMIT", amount: 2000 });
    await settle();
    const failed = actor.getSnapshot();
    expect([failed.context.externalError, failed.hasTag("error"), failed.hasTag("dismissable")]).toEqual([
      false,
      true,
      true,
    ]);
  });
});

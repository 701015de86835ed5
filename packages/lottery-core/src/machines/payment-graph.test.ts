import { expect, it } from "vitest";
import { machineGraph, replayShortestPaths } from "./machine-paths.test-support";
import { type PaymentInput, paymentMachine } from "./payment.machine";

// The payment walk beside payment.machine.test.ts (its states and paths): here each path is replayed on a
// live actor and every transition between states is pinned.
const cardDeposit: PaymentInput = { method: "card", purpose: "deposit", minimumDeposit: 1000 };
const coded = (code: string) => Object.assign(new Error(""), { code });

it("ends each shortest path in its state on a live actor, through exactly these transitions", () => {
  const graph = machineGraph(
    paymentMachine,
    [
      { type: "PAYMENT.SUBMIT", amount: 2000 },
      { type: "PAYMENT.SUBMIT", amount: 500 },
      { type: "xstate.error.actor.0.payment.processing", error: coded("EXTERNAL_FAILURE") },
      { type: "xstate.error.actor.0.payment.processing", error: coded("DECLINED") },
    ],
    undefined,
    cardDeposit,
  );
  expect(replayShortestPaths(paymentMachine, graph.paths, undefined, cardDeposit)).toEqual([]);
  expect(graph.edges).toMatchInlineSnapshot(`
    [
      "editing -PAYMENT.SUBMIT-> processing",
      "failed.coolingDown -xstate.after.externalWait.payment.failed.coolingDown-> failed.ready",
      "failed.ready -PAYMENT.DISMISS-> editing",
      "failed.ready -PAYMENT.SUBMIT-> editing",
      "failed.ready -PAYMENT.SUBMIT-> processing",
      "processing -xstate.done.actor.0.payment.processing-> succeeded",
      "processing -xstate.error.actor.0.payment.processing-> failed.coolingDown",
      "processing -xstate.error.actor.0.payment.processing-> failed.ready",
    ]
  `);
});

it("reports a path that does not end where the walk says", () => {
  const paths = { succeeded: [{ type: "PAYMENT.SUBMIT", amount: 2000 }] };
  expect(replayShortestPaths(paymentMachine, paths, undefined, cardDeposit)).toEqual([
    "succeeded ended in processing",
  ]);
});

/** Operators of the audit, dual-control and player-support tests, and a way to act as one. */
import type * as api from "@lotto/api";
import type { OperatorRole } from "@lotto/api";
import * as v from "valibot";
import type { OperatorActor } from "../../src/operator/operator-actor";
import { runOperatorCommand } from "../../src/operator/operator-run";
import { operatorCommandOf } from "../../src/operator/operator-tables";
import type { TestApp } from "../helper";

/** Operator `n` of `role`, signed in to the console. */
export const actorOf = (role: OperatorRole, n = 1): OperatorActor => ({
  operatorId: `op-${role}-${n}`,
  email: `${role}${n}@operator.test`,
  role,
  ip: "192.0.2.10",
  via: "console",
});

/**
 * Runs an endpoint's command as `actor` on `app` through the operator runner (audit, dual control),
 * its input validated by the endpoint's schemas as the routes validate it.
 */
export async function act(
  app: TestApp,
  actor: OperatorActor,
  endpoint: api.EndpointDef,
  input: { body?: unknown; query?: unknown } = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert on them.
): Promise<any> {
  const valid = {
    params: undefined,
    query: endpoint.query ? v.parse(endpoint.query, input.query ?? {}) : undefined,
    body: endpoint.body ? v.parse(endpoint.body, input.body ?? {}) : undefined,
  };
  return runOperatorCommand(app.db, operatorCommandOf(endpoint, app.env), app.testClock.now(), valid, actor, {
    db: app.db,
    mail: app.mail,
    gateways: app.adapters,
  });
}

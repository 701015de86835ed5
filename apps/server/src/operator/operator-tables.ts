/**
 * Every table of operator commands, each endpoint once: the operator listener registers them all
 * (routes/operator-routes.ts) and the CLI finds its commands here. A new table adds one line. Some
 * commands read the instance's settings, so the tables are made from them.
 */
import type * as api from "@lotto/api";
import type { Env } from "../config/env";
import { OPERATOR_ACCOUNT_API } from "./account-api";
import { operatorAuditApi } from "./audit-api";
import { OPERATOR_API, type OperatorCommand } from "./operator-api";
import { OPERATOR_PLAYER_API } from "./player-support-api";
import { operatorRuntimeApi } from "./runtime-api";

/** Every operator command of the contract, for an instance with these settings. */
export function operatorCommands(env: Env): readonly OperatorCommand[] {
  const all: OperatorCommand[] = [
    ...OPERATOR_API,
    ...OPERATOR_PLAYER_API,
    ...OPERATOR_ACCOUNT_API,
    ...operatorRuntimeApi(env),
    // Approving runs the held action: the approvals find it among all of these.
    ...operatorAuditApi(() => all),
  ];
  return all;
}

/** The command behind `endpoint`; every operator endpoint has one. */
export function operatorCommandOf(endpoint: api.EndpointDef, env: Env): OperatorCommand {
  const found = operatorCommands(env).find((entry) => entry.endpoint === endpoint);
  if (!found) throw new Error(`No operator command for ${endpoint.method} ${endpoint.path}`);
  return found;
}

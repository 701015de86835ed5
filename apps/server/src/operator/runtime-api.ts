/**
 * The operator console's run-time endpoints (docs/api.md "Operator: run time") with their commands:
 * the maintenance switch and the staff distribution lists (admin), the dashboard (every role) and the
 * ABA export of approved withdrawals (finance). Their commands read the instance's settings, so the
 * table is made from them.
 */
import * as api from "@lotto/api";
import type { Env } from "../config/env";
import { maintenanceView, setMaintenance, setStaffMail, staffMailLists } from "../service/runtime-settings";
import { exportAbaBatch } from "../wallet/aba-export";
import { dashboard } from "./dashboard";
import { command, type OperatorCommand } from "./operator-api";

const ADMIN = ["admin"] as const;

/** The run-time commands of an instance with these settings. */
export function operatorRuntimeApi(env: Env): readonly OperatorCommand[] {
  return [
    command(api.operatorGetMaintenanceEndpoint, ADMIN, (db) => maintenanceView(db, env)),
    command(api.operatorSetMaintenanceEndpoint, ADMIN, (db, now, { body }, actor) =>
      setMaintenance(db, env, body, now, actor.email),
    ),
    command(api.operatorGetStaffMailEndpoint, ADMIN, (db) => staffMailLists(db)),
    command(api.operatorSetStaffMailEndpoint, ADMIN, (db, now, { body }, actor) =>
      setStaffMail(db, body.role, body.addresses, now, actor.email),
    ),
    command(api.operatorDashboardEndpoint, api.OPERATOR_ROLES, (db, now) => dashboard(db, now)),
    command(api.operatorExportAbaEndpoint, ["finance"], (db, now, _input, actor) =>
      exportAbaBatch(db, env, now, actor.email),
    ),
  ];
}

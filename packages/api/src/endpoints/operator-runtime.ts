/** The operator console's run-time endpoints (docs/api.md "Operator: run time"). */
import { defineEndpoint } from "../client/define-endpoint";
import {
  OperatorAbaExportSchema,
  OperatorDashboardSchema,
  OperatorMaintenanceBodySchema,
  OperatorMaintenanceSchema,
  OperatorStaffMailBodySchema,
  OperatorStaffMailSchema,
} from "../schemas/operator-runtime";

/** `GET /operator/maintenance`: the maintenance switch as set and as served. */
export const operatorGetMaintenanceEndpoint = defineEndpoint({
  method: "GET",
  path: "/operator/maintenance",
  auth: false,
  response: OperatorMaintenanceSchema,
});

/** `POST /operator/maintenance`: switches maintenance on every instance within seconds. */
export const operatorSetMaintenanceEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/maintenance",
  auth: false,
  body: OperatorMaintenanceBodySchema,
  response: OperatorMaintenanceSchema,
});

/** `GET /operator/staff-mail`: each role's distribution list for staff alerts. */
export const operatorGetStaffMailEndpoint = defineEndpoint({
  method: "GET",
  path: "/operator/staff-mail",
  auth: false,
  response: OperatorStaffMailSchema,
});

/** `POST /operator/staff-mail`: replaces one role's distribution list. */
export const operatorSetStaffMailEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/staff-mail",
  auth: false,
  body: OperatorStaffMailBodySchema,
  response: OperatorStaffMailSchema,
});

/** `GET /operator/dashboard`: today's sales, queues, next draws, recent client errors and staff alerts. */
export const operatorDashboardEndpoint = defineEndpoint({
  method: "GET",
  path: "/operator/dashboard",
  auth: false,
  response: OperatorDashboardSchema,
});

/** `POST /operator/withdrawals/aba`: exports the approved withdrawals as one ABA file and pays them. */
export const operatorExportAbaEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/withdrawals/aba",
  auth: false,
  response: OperatorAbaExportSchema,
});

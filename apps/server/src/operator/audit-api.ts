/**
 * The audit trail's and dual control's endpoints (docs/api.md "Operator"). The trail is admin's
 * (separation of duties: those who pay never read or export who paid); approvals are decided by
 * finance and admin, each only for the actions their role may run (operator/approvals.ts).
 */
import * as api from "@lotto/api";
import type { Tx } from "../db";
import { approvalState, approve, decline, listPendingApprovals } from "./approvals";
import { auditExport, auditFilterOf } from "./audit-export";
import { listAudit } from "./audit-trail";
import type { OperatorCommand } from "./operator-api";
import { actionOf } from "./operator-run";

const command = <E extends api.EndpointDef>(command: OperatorCommand<E>) =>
  command as unknown as OperatorCommand;

const approvalOf = (input: unknown) => (input as { body: { id: number } }).body.id;
const approvalAudit = {
  state: (tx: Tx, input: unknown) => approvalState(tx, approvalOf(input)),
  approval: approvalOf,
};

/** The trail's and approvals' commands; `commands` are every operator command, where approvals find theirs. */
export function operatorAuditApi(commands: () => readonly OperatorCommand[]): readonly OperatorCommand[] {
  const commandOfAction = (action: string) => commands().find((entry) => actionOf(entry) === action);
  return [
    command({
      endpoint: api.operatorListAuditEndpoint,
      roles: ["admin"],
      run: (db, _now, { query }) => listAudit(db, auditFilterOf(query), query.limit),
    }),
    command({
      endpoint: api.operatorExportAuditEndpoint,
      roles: ["admin"],
      audit: { read: true },
      run: (db, now, { query }) => auditExport(db, query, now),
    }),
    command({
      endpoint: api.operatorListApprovalsEndpoint,
      roles: ["finance", "admin"],
      run: (db) => listPendingApprovals(db),
    }),
    command({
      endpoint: api.operatorApproveEndpoint,
      roles: ["finance", "admin"],
      audit: approvalAudit,
      run: (db, now, { body }, actor, after) =>
        approve(db as unknown as Tx, body.id, actor, now, after, commandOfAction),
    }),
    command({
      endpoint: api.operatorDeclineEndpoint,
      roles: ["finance", "admin"],
      audit: approvalAudit,
      run: (db, now, { body }, actor) =>
        decline(db as unknown as Tx, body.id, body.reason, actor, now, commandOfAction),
    }),
  ];
}

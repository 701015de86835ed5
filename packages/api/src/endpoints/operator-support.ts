/**
 * The operator's audit trail, dual control and player support (docs/api.md "Operator"). Operator
 * endpoints like those of `operator.ts`: each names the roles it admits on the server.
 */
import { defineEndpoint } from "../client/define-endpoint";
import { OperatorAnswerSchema } from "../schemas/operator";
import {
  OperatorAdjustmentBodySchema,
  OperatorApprovalBodySchema,
  OperatorApprovalDecisionSchema,
  OperatorApprovalListSchema,
  OperatorAuditExportSchema,
  OperatorAuditPageSchema,
  OperatorAuditQuerySchema,
  OperatorDeclineApprovalBodySchema,
  OperatorPlayerBodySchema,
  OperatorPlayerNoteBodySchema,
  OperatorPlayerQuerySchema,
  OperatorPlayerReasonBodySchema,
  OperatorPlayerSearchQuerySchema,
  OperatorPlayerSearchSchema,
} from "../schemas/operator-support";

/** `GET /operator/audit`: the audit trail, newest first, filtered and paged (admin). */
export const operatorListAuditEndpoint = defineEndpoint({
  method: "GET",
  path: "/operator/audit",
  auth: false,
  query: OperatorAuditQuerySchema,
  response: OperatorAuditPageSchema,
});

/** `GET /operator/audit/export`: the filtered trail as formula-safe CSV (admin; audited). */
export const operatorExportAuditEndpoint = defineEndpoint({
  method: "GET",
  path: "/operator/audit/export",
  auth: false,
  query: OperatorAuditQuerySchema,
  response: OperatorAuditExportSchema,
});

/** `GET /operator/approvals`: actions waiting for a second operator. */
export const operatorListApprovalsEndpoint = defineEndpoint({
  method: "GET",
  path: "/operator/approvals",
  auth: false,
  response: OperatorApprovalListSchema,
});

/** `POST /operator/approvals/approve`: a second operator approves and runs a held action. */
export const operatorApproveEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/approvals/approve",
  auth: false,
  body: OperatorApprovalBodySchema,
  response: OperatorApprovalDecisionSchema,
});

/** `POST /operator/approvals/decline`: declines a held action with a reason. */
export const operatorDeclineEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/approvals/decline",
  auth: false,
  body: OperatorDeclineApprovalBodySchema,
  response: OperatorApprovalDecisionSchema,
});

/** `GET /operator/players`: players by email, name or id (support, finance; audited). */
export const operatorSearchPlayersEndpoint = defineEndpoint({
  method: "GET",
  path: "/operator/players",
  auth: false,
  query: OperatorPlayerSearchQuerySchema,
  response: OperatorPlayerSearchSchema,
});

/** `GET /operator/players/detail`: one player's account, limits, wallet, recent activity and notes (audited). */
export const operatorPlayerDetailEndpoint = defineEndpoint({
  method: "GET",
  path: "/operator/players/detail",
  auth: false,
  query: OperatorPlayerQuerySchema,
  response: OperatorAnswerSchema,
});

/** `POST /operator/players/lock`: locks an active account (no login, sessions ended) with a reason. */
export const operatorLockPlayerEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/players/lock",
  auth: false,
  body: OperatorPlayerReasonBodySchema,
  response: OperatorAnswerSchema,
});

/** `POST /operator/players/unlock`: gives a locked account back to its player. */
export const operatorUnlockPlayerEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/players/unlock",
  auth: false,
  body: OperatorPlayerReasonBodySchema,
  response: OperatorAnswerSchema,
});

/** `POST /operator/players/resend-activation`: emails a fresh activation link to a pending account. */
export const operatorResendActivationEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/players/resend-activation",
  auth: false,
  body: OperatorPlayerBodySchema,
  response: OperatorAnswerSchema,
});

/** `POST /operator/players/close`: closes an account at its player's request (refunds as the player's own closure). */
export const operatorClosePlayerEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/players/close",
  auth: false,
  body: OperatorPlayerReasonBodySchema,
  response: OperatorAnswerSchema,
});

/** `POST /operator/players/notes`: appends a note on a player, signed by its author. */
export const operatorAddPlayerNoteEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/players/notes",
  auth: false,
  body: OperatorPlayerNoteBodySchema,
  response: OperatorAnswerSchema,
});

/** `POST /operator/players/adjust`: a balance credit or debit with a reason, held for a second operator. */
export const operatorAdjustBalanceEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/players/adjust",
  auth: false,
  body: OperatorAdjustmentBodySchema,
  response: OperatorAnswerSchema,
});

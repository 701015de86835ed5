/**
 * The operator's audit trail, dual control and player support (docs/api.md "Operator"): requests are
 * typed here (the console sends them; the CLI's flags arrive as text, so numbers take digits too).
 */
import * as v from "valibot";
import { AmountSchema, textSchemaOf } from "./common";
import { RequestDateSchema } from "./dates";
import { requestString } from "./text";

/** A whole number given as a number or as digits (a query or a CLI flag), between `min` and `max`. */
const wholeSchemaOf = (label: string, min: number, max: number) =>
  v.pipe(
    v.union(
      [
        v.number(`${label} must be a whole number.`),
        v.pipe(
          requestString(),
          v.regex(/^\d{1,15}$/, `${label} must be a whole number.`),
          v.transform(Number),
        ),
      ],
      `${label} must be a whole number.`,
    ),
    v.safeInteger(`${label} must be a whole number.`),
    v.minValue(min, `${label} must be at least ${min}.`),
    v.maxValue(max, `${label} must be at most ${max}.`),
  );

/** A player's id as the operator types it. */
const PlayerIdSchema = textSchemaOf("Player", 64);

/** Why an operator acts: kept in the audit trail. */
const ReasonSchema = textSchemaOf("Reason", 500);

/** An approval's id. */
const ApprovalIdSchema = wholeSchemaOf("Approval", 1, Number.MAX_SAFE_INTEGER);

// ── audit trail
/** Filters of the audit trail: operator email, action (`POST /operator/…`), player, days (Perth, inclusive). */
export const OperatorAuditQuerySchema = v.object({
  operator: v.optional(textSchemaOf("Operator", 254)),
  action: v.optional(textSchemaOf("Action", 200)),
  player: v.optional(PlayerIdSchema),
  from: v.optional(RequestDateSchema),
  to: v.optional(RequestDateSchema),
  before: v.optional(wholeSchemaOf("Before", 1, Number.MAX_SAFE_INTEGER)),
  limit: v.optional(wholeSchemaOf("Limit", 1, 200), 50),
});

/** One row of the audit trail. */
export const OperatorAuditEntrySchema = v.object({
  id: v.number(),
  at: v.string(),
  operator_id: v.string(),
  operator_email: v.string(),
  operator_role: v.string(),
  ip: v.string(),
  via: v.string(),
  action: v.string(),
  player_id: v.nullable(v.string()),
  input: v.unknown(),
  before: v.unknown(),
  after: v.unknown(),
  approval_id: v.nullable(v.number()),
});

/** A page of the audit trail, newest first; `next` is the `before` of the next page. */
export const OperatorAuditPageSchema = v.object({
  entries: v.array(OperatorAuditEntrySchema),
  next: v.nullable(v.number()),
});

/** The trail as CSV text (formula-safe), at most `limit` rows; `truncated` when more matched. */
export const OperatorAuditExportSchema = v.object({
  filename: v.string(),
  csv: v.string(),
  rows: v.number(),
  truncated: v.boolean(),
});

// ── dual control
export const OperatorApprovalBodySchema = v.object({ id: ApprovalIdSchema });
export const OperatorDeclineApprovalBodySchema = v.object({ id: ApprovalIdSchema, reason: ReasonSchema });

/** An action waiting for a second operator. */
export const OperatorApprovalSchema = v.object({
  id: v.number(),
  action: v.string(),
  summary: v.string(),
  amount: v.nullable(v.number()),
  player_id: v.nullable(v.string()),
  requested_by: v.string(),
  requested_at: v.string(),
  state: v.picklist(["pending", "approved", "declined"]),
});
export const OperatorApprovalListSchema = v.object({ approvals: v.array(OperatorApprovalSchema) });
export const OperatorApprovalDecisionSchema = v.object({
  id: v.number(),
  state: v.picklist(["approved", "declined"]),
  result: v.optional(v.unknown()),
});

// ── player support
/** A search: an email, a name or an id (at least 2 characters), paged. */
export const OperatorPlayerSearchQuerySchema = v.object({
  q: v.pipe(textSchemaOf("Search", 100), v.minLength(2, "Search must be at least 2 characters.")),
  limit: v.optional(wholeSchemaOf("Limit", 1, 50), 20),
  offset: v.optional(wholeSchemaOf("Offset", 0, 1_000), 0),
});
export const OperatorPlayerQuerySchema = v.object({ player: PlayerIdSchema });
export const OperatorPlayerReasonBodySchema = v.object({ player: PlayerIdSchema, reason: ReasonSchema });
export const OperatorPlayerBodySchema = v.object({ player: PlayerIdSchema });
export const OperatorPlayerNoteBodySchema = v.object({
  player: PlayerIdSchema,
  body: textSchemaOf("Note", 2_000),
});
/** A balance adjustment: credit or debit of whole cents with a reason; always dual-controlled. */
export const OperatorAdjustmentBodySchema = v.object({
  player: PlayerIdSchema,
  direction: v.picklist(["credit", "debit"], "Direction must be credit or debit."),
  amount: v.union(
    [
      AmountSchema,
      v.pipe(
        requestString(),
        v.regex(/^\d{1,9}$/, "Amount must be a whole number of cents."),
        v.transform(Number),
        AmountSchema,
      ),
    ],
    "Amount must be a whole number of cents.",
  ),
  reason: ReasonSchema,
});

/** One player found by a search. */
export const OperatorPlayerSummarySchema = v.object({
  id: v.string(),
  email: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  status: v.string(),
  created_at: v.string(),
});
export const OperatorPlayerSearchSchema = v.object({
  players: v.array(OperatorPlayerSummarySchema),
  next_offset: v.nullable(v.number()),
});

/**
 * The operator console's run-time calls (docs/api.md "Operator: run time"): the maintenance switch,
 * the staff distribution lists, the dashboard and the ABA export of the approved withdrawal batch.
 */
import * as v from "valibot";
import { CentsSchema, EmailSchema } from "./common";
import { OPERATOR_ROLES, type OperatorRole } from "./operator-session";

/** The roles whose distribution lists staff alerts go to: the operator roles. */
export const STAFF_ROLES = OPERATOR_ROLES;
export type StaffRole = OperatorRole;

/** A switch's run-time value: on, off, or `null` = back to the boot default (the environment's). */
const Switch = v.optional(v.nullable(v.boolean()));

/** `POST /operator/maintenance`: sets either switch or both; a key left out is not changed. */
export const OperatorMaintenanceBodySchema = v.object({
  gaming_system_outage: Switch,
  gaming_system_slow: Switch,
});

/** The maintenance switch: the run-time values (null: none set), and what `GET /config` serves now. */
export const OperatorMaintenanceSchema = v.object({
  runtime: v.object({
    gaming_system_outage: v.nullable(v.boolean()),
    gaming_system_slow: v.nullable(v.boolean()),
  }),
  served: v.object({
    gaming_system_outage: v.optional(v.boolean()),
    gaming_system_slow: v.optional(v.boolean()),
  }),
});

/** The most addresses one role's distribution list may hold. */
export const STAFF_MAIL_MAX = 20;

/** `POST /operator/staff-mail`: replaces one role's distribution list (empty: nobody is mailed). */
export const OperatorStaffMailBodySchema = v.object({
  role: v.picklist(STAFF_ROLES, "role must be support, finance, draws or admin."),
  addresses: v.pipe(
    v.array(EmailSchema),
    v.maxLength(STAFF_MAIL_MAX, `at most ${STAFF_MAIL_MAX} addresses.`),
  ),
});

/** Every role's distribution list. */
export const OperatorStaffMailSchema = v.record(v.picklist(STAFF_ROLES), v.array(v.string()));

const Instant = v.string();

/** `GET /operator/dashboard`: the shop today (Perth day), in one answer. */
export const OperatorDashboardSchema = v.object({
  day: v.string(),
  sales: v.array(
    v.object({ game_id: v.number(), name: v.string(), tickets: v.number(), amount: CentsSchema }),
  ),
  sales_total: CentsSchema,
  players_active: v.number(),
  pending_withdrawals: v.object({ count: v.number(), amount: CentsSchema }),
  open_identity_reviews: v.number(),
  open_callbacks: v.number(),
  unpaid_claims: v.number(),
  next_draws: v.array(
    v.object({ game_id: v.number(), name: v.string(), draw_number: v.number(), draw_time: Instant }),
  ),
  recent_client_errors: v.array(
    v.object({ id: v.number(), kind: v.string(), message: v.string(), url: v.string(), created_at: Instant }),
  ),
  alerts: v.array(
    v.object({
      id: v.number(),
      kind: v.string(),
      role: v.picklist(STAFF_ROLES),
      subject: v.string(),
      created_at: Instant,
    }),
  ),
});

/** `POST /operator/withdrawals/aba`: the exported batch and its file (`\r\n` lines of 120 characters). */
export const OperatorAbaExportSchema = v.object({
  batch_id: v.number(),
  file_name: v.string(),
  payments: v.number(),
  total: CentsSchema,
  withdrawal_ids: v.array(v.string()),
  aba: v.string(),
});

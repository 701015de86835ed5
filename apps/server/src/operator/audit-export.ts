/**
 * The audit trail's filters as the contract gives them, and its CSV export: the matching rows, newest
 * first, at most {@link AUDIT_EXPORT_MAX} (the answer says when more matched), each cell formula-safe.
 */
import { PERTH } from "@lotto/core";
import { Temporal } from "temporal-polyfill";
import type { DbOrTx } from "../db";
import { type AuditFilter, listAudit } from "./audit-trail";
import { csvLine } from "./csv";

/** The most rows one export carries: a bound on what one request reads and sends. */
export const AUDIT_EXPORT_MAX = 5_000;

/** The trail's filters as the contract's query gives them. */
interface AuditQuery {
  operator?: string | undefined;
  action?: string | undefined;
  player?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  before?: number | undefined;
}

const startOf = (day: string) => Temporal.PlainDate.from(day).toZonedDateTime(PERTH).toInstant();

/** The query's filters; `from` and `to` are Perth days, both included. */
export function auditFilterOf(query: AuditQuery): AuditFilter {
  return {
    operator: query.operator,
    action: query.action,
    player: query.player,
    from: query.from ? startOf(query.from) : undefined,
    to: query.to ? startOf(Temporal.PlainDate.from(query.to).add({ days: 1 }).toString()) : undefined,
    before: query.before,
  };
}

const COLUMNS = [
  "id",
  "at",
  "operator_email",
  "operator_role",
  "operator_id",
  "ip",
  "via",
  "action",
  "player_id",
  "approval_id",
  "input",
  "before",
  "after",
] as const;

/** The filtered trail as CSV with a header line. */
export async function auditExport(db: DbOrTx, query: AuditQuery, now: Temporal.Instant) {
  const { entries, next } = await listAudit(db, auditFilterOf(query), AUDIT_EXPORT_MAX);
  const csv =
    csvLine(COLUMNS) + entries.map((entry) => csvLine(COLUMNS.map((column) => entry[column]))).join("");
  const stamp = now.toZonedDateTimeISO(PERTH).toPlainDate().toString();
  return { filename: `operator-audit-${stamp}.csv`, csv, rows: entries.length, truncated: next !== null };
}

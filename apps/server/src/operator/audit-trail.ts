/**
 * The operator's audit trail (docs/decisions.md "Operator audit trail"): one append-only row per
 * action, written in the action's own transaction by operator/operator-run.ts, so an action and its
 * row commit or roll back together. The database refuses to change or delete a row (migration 0042).
 */
import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { DbOrTx } from "../db";
import { operatorAudit } from "../db/schema/operator-audit";
import { toDate } from "../db/time";
import type { OperatorActor } from "./operator-actor";

/** What one action did: its name, the player it concerns, its input and the values it changed. */
export interface AuditFacts {
  action: string;
  playerId?: string | null | undefined;
  input: unknown;
  before?: unknown;
  after?: unknown;
  /** The approval the action requested, or that ran it. */
  approvalId?: number | null | undefined;
}

/** The text that replaces a secret in an audited input. */
export const AUDIT_REDACTED = "[redacted]";

/**
 * Keys whose values never reach the trail: passwords, one-time codes, tokens, security answers and
 * card data. Wider than the logger's list (log-scrub.ts) by the sign-in's `code` (a TOTP).
 */
const SECRET_KEY = /pass(word)?|token|secret|answer|code|totp|otp|cvv|card_?number|cookie/i;
const MAX_DEPTH = 6;

/** A copy of `value` with every secret-named key's value replaced, to any depth. */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return "[too deep]";
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEY.test(key) ? AUDIT_REDACTED : redactSecrets(inner, depth + 1),
    ]),
  );
}

/** Appends the row of one action in the caller's transaction; its input is stored with secrets redacted. */
export async function appendAudit(
  tx: DbOrTx,
  actor: OperatorActor,
  now: Temporal.Instant,
  facts: AuditFacts,
): Promise<void> {
  await tx.insert(operatorAudit).values({
    at: toDate(now),
    operatorId: actor.operatorId,
    operatorEmail: actor.email,
    operatorRole: actor.role,
    ip: actor.ip,
    via: actor.via,
    action: facts.action,
    playerId: facts.playerId ?? null,
    input: redactSecrets(facts.input ?? {}),
    before: facts.before === undefined ? null : facts.before,
    after: facts.after === undefined ? null : facts.after,
    approvalId: facts.approvalId ?? null,
  });
}

/** Which rows to read: each filter narrows; `from` is inclusive, `to` exclusive. */
export interface AuditFilter {
  operator?: string | undefined;
  action?: string | undefined;
  player?: string | undefined;
  from?: Temporal.Instant | undefined;
  to?: Temporal.Instant | undefined;
  /** Only rows older than this id (the previous page's `next`). */
  before?: number | undefined;
}

/** One row as the console and the CSV show it. */
export interface AuditRow {
  id: number;
  at: string;
  operator_id: string;
  operator_email: string;
  operator_role: string;
  ip: string;
  via: string;
  action: string;
  player_id: string | null;
  input: unknown;
  before: unknown;
  after: unknown;
  approval_id: number | null;
}

function conditions(filter: AuditFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.operator) where.push(eq(operatorAudit.operatorEmail, filter.operator.toLowerCase()));
  if (filter.action) where.push(eq(operatorAudit.action, filter.action));
  if (filter.player) where.push(eq(operatorAudit.playerId, filter.player));
  if (filter.from) where.push(gte(operatorAudit.at, toDate(filter.from)));
  if (filter.to) where.push(lt(operatorAudit.at, toDate(filter.to)));
  if (filter.before !== undefined) where.push(lt(operatorAudit.id, filter.before));
  return where.length > 0 ? and(...where) : undefined;
}

/** The newest `limit` rows matching `filter`, newest first, and the cursor of the next page (or null). */
export async function listAudit(
  db: DbOrTx,
  filter: AuditFilter,
  limit: number,
): Promise<{ entries: AuditRow[]; next: number | null }> {
  const rows = await db
    .select()
    .from(operatorAudit)
    .where(conditions(filter))
    .orderBy(desc(operatorAudit.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      operator_id: row.operatorId,
      operator_email: row.operatorEmail,
      operator_role: row.operatorRole,
      ip: row.ip,
      via: row.via,
      action: row.action,
      player_id: row.playerId,
      input: row.input,
      before: row.before,
      after: row.after,
      approval_id: row.approvalId,
    })),
    next: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}

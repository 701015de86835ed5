/**
 * Dual control's second operator (docs/decisions.md "Dual control"): the pending approvals, and their
 * approval (the held action runs with its stored input, in one transaction with the approval's and the
 * action's audit rows) or decline. The row is locked first, so two approvers racing run it once: the
 * second finds it decided. Nobody approves their own request, and only a role the action admits approves.
 */
import { asc, eq } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db, Tx } from "../db";
import { type ApprovalState, operatorApprovals } from "../db/schema/operator-audit";
import { toDate } from "../db/time";
import { HttpError, notFound } from "../http/http-error";
import type { OperatorActor } from "./operator-actor";
import type { OperatorCommand } from "./operator-api";
import { type AfterCommit, runAudited } from "./operator-run";

/** Texts of dual control. */
export const APPROVAL_TEXT = {
  ownRequest: "You cannot approve your own request: another operator must approve it.",
  decided: "This request has already been approved or declined.",
  wrongRole: "Your role cannot approve this request.",
} as const;

/** A pending approval as the console lists it. */
export interface ApprovalRow {
  id: number;
  action: string;
  summary: string;
  amount: number | null;
  player_id: string | null;
  requested_by: string;
  requested_at: string;
  state: ApprovalState;
}

/** The approvals waiting for a second operator, oldest first. */
export async function listPendingApprovals(db: Db): Promise<{ approvals: ApprovalRow[] }> {
  const rows = await db
    .select()
    .from(operatorApprovals)
    .where(eq(operatorApprovals.state, "pending"))
    .orderBy(asc(operatorApprovals.id))
    .limit(200);
  return {
    approvals: rows.map((row) => ({
      id: row.id,
      action: row.action,
      summary: row.summary,
      amount: row.amount,
      player_id: row.playerId,
      requested_by: row.requestedByEmail,
      requested_at: row.requestedAt.toISOString(),
      state: row.state,
    })),
  };
}

/** Locks a pending approval the actor may decide, or throws why not. */
async function lockPending(
  tx: Tx,
  id: number,
  actor: OperatorActor,
  commandOf: (action: string) => OperatorCommand | undefined,
) {
  const [row] = await tx.select().from(operatorApprovals).where(eq(operatorApprovals.id, id)).for("update");
  if (!row) throw notFound();
  if (row.state !== "pending") throw new HttpError(409, "APPROVAL_DECIDED", APPROVAL_TEXT.decided);
  const command = commandOf(row.action);
  if (!command) throw notFound();
  if (!command.roles.includes(actor.role)) throw new HttpError(403, "FORBIDDEN", APPROVAL_TEXT.wrongRole);
  return { row, command };
}

async function decide(
  tx: Tx,
  id: number,
  state: ApprovalState,
  actor: OperatorActor,
  now: Temporal.Instant,
  reason: string | null,
) {
  await tx
    .update(operatorApprovals)
    .set({
      state,
      decidedBy: actor.operatorId,
      decidedByEmail: actor.email,
      decidedAt: toDate(now),
      declineReason: reason,
    })
    .where(eq(operatorApprovals.id, id));
}

/**
 * Approves approval `id` and runs its action as `actor` in the caller's transaction (the runner's,
 * which appends the approval's own audit row); the action's audit row names the approval.
 */
export async function approve(
  tx: Tx,
  id: number,
  actor: OperatorActor,
  now: Temporal.Instant,
  after: AfterCommit,
  commandOf: (action: string) => OperatorCommand | undefined,
): Promise<{ id: number; state: "approved"; result: unknown }> {
  const { row, command } = await lockPending(tx, id, actor, commandOf);
  if (row.requestedBy === actor.operatorId)
    throw new HttpError(403, "OWN_APPROVAL", APPROVAL_TEXT.ownRequest);
  await decide(tx, id, "approved", actor, now, null);
  const result = await runAudited(tx, command, now, row.input, actor, after, id);
  return { id, state: "approved", result };
}

/** Declines approval `id` with a reason; the requester may withdraw their own this way. */
export async function decline(
  tx: Tx,
  id: number,
  reason: string,
  actor: OperatorActor,
  now: Temporal.Instant,
  commandOf: (action: string) => OperatorCommand | undefined,
): Promise<{ id: number; state: "declined" }> {
  await lockPending(tx, id, actor, commandOf);
  await decide(tx, id, "declined", actor, now, reason);
  return { id, state: "declined" };
}

/** The state of approval `id` (its audit rows record it before and after a decision). */
export async function approvalState(tx: Tx, id: unknown): Promise<unknown> {
  if (typeof id !== "number" || !Number.isSafeInteger(id)) return null;
  const [row] = await tx
    .select({ state: operatorApprovals.state, action: operatorApprovals.action })
    .from(operatorApprovals)
    .where(eq(operatorApprovals.id, id));
  return row ?? null;
}

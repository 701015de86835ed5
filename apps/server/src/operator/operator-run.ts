/**
 * How every operator command runs, from the console and the CLI alike: a write (and a read that shows
 * players' personal data) runs in one transaction with its audit row (operator/audit-trail.ts), so
 * both commit or neither does; a command under dual control records a pending approval instead of
 * acting (operator/approvals.ts runs it later, approved by a second operator). What a command must do
 * only once committed (send an email, a refund) it hands to `after`, run with the server's adapters;
 * without them (the CLI on the database itself) the mail and refund retry timers of the next running
 * server send what was queued.
 */
import type { Temporal } from "temporal-polyfill";
import type { Db, Tx } from "../db";
import { operatorApprovals } from "../db/schema/operator-audit";
import { toDate } from "../db/time";
import type { MailContext } from "../mail/mailer";
import type { PaymentGateways } from "../payments/gateways";
import { appendAudit } from "./audit-trail";
import type { ApprovalNeed } from "./dual-control";
import type { OperatorActor } from "./operator-actor";
import type { OperatorCommand } from "./operator-api";

/** What work after the commit may use. */
export interface OperatorEffects {
  db: Db;
  mail: MailContext;
  gateways: PaymentGateways;
}

/** Hands work to run once the command's transaction has committed. */
export type AfterCommit = (work: (effects: OperatorEffects) => Promise<void>) => void;

/** What the audit records of a command beyond its input. */
export interface CommandAudit {
  /** Audit this read (it shows players' personal data); writes are always audited. */
  read?: true;
  /** The state the command changes, read before and after it runs in its transaction. */
  state?(tx: Tx, input: unknown): Promise<unknown>;
  /** The player the command concerns, for the trail's player filter. */
  player?(input: unknown, answer: unknown): string | null | undefined;
  /** The approval the command decides, for the trail's approval column. */
  approval?(input: unknown): number;
}

/** The answer of a command held for a second operator. */
export interface PendingApprovalAnswer {
  pending_approval: { id: number; summary: string };
}

/** The name an action has in the trail and in approvals: its method and path. */
export const actionOf = ({ endpoint }: Pick<OperatorCommand, "endpoint">) =>
  `${endpoint.method} ${endpoint.path}`;

const audited = (command: OperatorCommand) =>
  command.endpoint.method !== "GET" || command.audit?.read === true;

/**
 * Runs `command` for `actor`: audited and, under dual control, held for approval (see the file
 * comment). `effects` are the running server's adapters; the CLI on the database has none.
 */
export async function runOperatorCommand(
  db: Db,
  command: OperatorCommand,
  now: Temporal.Instant,
  input: unknown,
  actor: OperatorActor,
  effects?: OperatorEffects,
): Promise<unknown> {
  const later: ((effects: OperatorEffects) => Promise<void>)[] = [];
  const after: AfterCommit = (work) => void later.push(work);
  if (!audited(command)) return command.run(db, now, input as never, actor, after);
  const answer = await db.transaction(async (tx) => {
    const need = await command.approval?.(tx, input);
    if (need) return requestApproval(tx, command, now, input, actor, need);
    return runAudited(tx, command, now, input, actor, after, null);
  });
  if (effects) for (const work of later) await work(effects);
  return answer;
}

/**
 * Runs `command` in the caller's transaction and appends its audit row there, with the state it
 * changes before and after (`approvalId`: the approval that runs it).
 */
export async function runAudited(
  tx: Tx,
  command: OperatorCommand,
  now: Temporal.Instant,
  input: unknown,
  actor: OperatorActor,
  after: AfterCommit,
  approvalId: number | null,
): Promise<unknown> {
  const before = await command.audit?.state?.(tx, input);
  const answer = await command.run(tx as unknown as Db, now, input as never, actor, after);
  await appendAudit(tx, actor, now, {
    action: actionOf(command),
    playerId: command.audit?.player?.(input, answer),
    input,
    before,
    after: command.audit?.state ? await command.audit.state(tx, input) : undefined,
    approvalId: approvalId ?? command.audit?.approval?.(input),
  });
  return answer;
}

async function requestApproval(
  tx: Tx,
  command: OperatorCommand,
  now: Temporal.Instant,
  input: unknown,
  actor: OperatorActor,
  need: ApprovalNeed,
): Promise<PendingApprovalAnswer> {
  const [row] = await tx
    .insert(operatorApprovals)
    .values({
      action: actionOf(command),
      input,
      summary: need.summary,
      amount: need.amount ?? null,
      playerId: need.playerId ?? null,
      requestedBy: actor.operatorId,
      requestedByEmail: actor.email,
      requestedAt: toDate(now),
    })
    .returning({ id: operatorApprovals.id });
  const id = (row as { id: number }).id;
  await appendAudit(tx, actor, now, {
    action: actionOf(command),
    playerId: need.playerId,
    input,
    after: { approval: id, state: "pending" },
    approvalId: id,
  });
  return { pending_approval: { id, summary: need.summary } };
}

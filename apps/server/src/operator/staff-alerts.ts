/**
 * Staff are told (docs/operations.md "Staff alerts"): a new callback request (support), identity
 * review (finance), claim or withdrawal over the dual-control line (finance), or a burst of client
 * errors (admin) becomes one alert row, shown on the dashboard, and the role's distribution list
 * (service/runtime-settings.ts) is emailed through the outbox, which retries.
 *
 * Each instance sweeps every {@link SWEEP_EVERY_MS}: the open items of each kind are offered as
 * alerts keyed by what they are (`callback:12`), and the unique key lets exactly one sweep raise
 * each, however many instances race. What a sweep raised is one email per address of each role,
 * listing every new alert of that role: a thousand open items on a first start are one email, never
 * a thousand. The alert rows and their emails are written in one transaction.
 */
import type { StaffRole } from "@lotto/api";
import { DUAL_CONTROL_LINE, dollarsText, PLAY_HISTORY_STATUS } from "@lotto/core";
import { and, count, desc, eq, gt, gte, inArray, isNull, sql, sum } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db, DbOrTx } from "../db";
import { callbackRequests } from "../db/schema/accounts";
import { clientErrors } from "../db/schema/client-errors";
import { identityReviews } from "../db/schema/identity";
import { ticketDraws, tickets } from "../db/schema/play";
import { type StaffAlertKind, staffAlerts } from "../db/schema/runtime";
import { withdrawals } from "../db/schema/withdrawals";
import { toDate, toInstant } from "../db/time";
import { AUTO_PAY_LIMIT } from "../draws/settle-draw";
import { deliverQueued, type MailContext, type QueuedMail, queueMail } from "../mail/mailer";
import { staffMailLists } from "../service/runtime-settings";

/** How often each instance sweeps for new alerts. */
export const SWEEP_EVERY_MS = 15_000;
/** A burst of client errors: at least this many reported within {@link BURST_WINDOW_MS}. */
export const BURST_ERRORS = 20;
/** The burst window; one burst alert per window at most. */
export const BURST_WINDOW_MS = 5 * 60_000;
/** Items of one kind a sweep offers at most (the newest first): a sweep's work stays bounded. */
const PER_KIND = 200;

/** An alert a sweep offers. */
interface Candidate {
  dedupeKey: string;
  kind: StaffAlertKind;
  role: StaffRole;
  subject: string;
}

async function callbackCandidates(db: DbOrTx): Promise<Candidate[]> {
  const rows = await db
    .select({ id: callbackRequests.id, preferred: callbackRequests.preferredTime })
    .from(callbackRequests)
    .where(isNull(callbackRequests.doneAt))
    .orderBy(desc(callbackRequests.id))
    .limit(PER_KIND);
  return rows.map((row) => ({
    dedupeKey: `callback:${row.id}`,
    kind: "callback",
    role: "support",
    subject: `Callback request ${row.id} (preferred time: ${row.preferred})`,
  }));
}

async function reviewCandidates(db: DbOrTx): Promise<Candidate[]> {
  const rows = await db
    .select({ id: identityReviews.id })
    .from(identityReviews)
    .where(isNull(identityReviews.decision))
    .orderBy(desc(identityReviews.id))
    .limit(PER_KIND);
  return rows.map((row) => ({
    dedupeKey: `identity_review:${row.id}`,
    kind: "identity_review",
    role: "finance",
    subject: `Identity review ${row.id} waits for a decision`,
  }));
}

async function claimCandidates(db: DbOrTx): Promise<Candidate[]> {
  const claim = sum(ticketDraws.prize).mapWith(Number);
  const rows = await db
    .select({ id: tickets.id, amount: claim })
    .from(tickets)
    .innerJoin(ticketDraws, and(eq(ticketDraws.ticketId, tickets.id), gt(ticketDraws.prize, AUTO_PAY_LIMIT)))
    .where(eq(tickets.status, PLAY_HISTORY_STATUS.WINNING_NOT_YET_PAID))
    .groupBy(tickets.id)
    .having(gt(sum(ticketDraws.prize), sql`${DUAL_CONTROL_LINE.claim}`))
    .limit(PER_KIND);
  return rows.map((row) => ({
    dedupeKey: `large_claim:${row.id}`,
    kind: "large_claim",
    role: "finance",
    subject: `Claim of ${dollarsText(row.amount)} on ticket ${row.id} needs two operators`,
  }));
}

async function withdrawalCandidates(db: DbOrTx): Promise<Candidate[]> {
  const rows = await db
    .select({ id: withdrawals.id, amount: withdrawals.amount })
    .from(withdrawals)
    .where(
      and(
        inArray(withdrawals.status, ["pending", "held"]),
        gt(withdrawals.amount, DUAL_CONTROL_LINE.withdrawal),
      ),
    )
    .orderBy(desc(withdrawals.requestedAt))
    .limit(PER_KIND);
  return rows.map((row) => ({
    dedupeKey: `large_withdrawal:${row.id}`,
    kind: "large_withdrawal",
    role: "finance",
    subject: `Withdrawal of ${dollarsText(row.amount)} (${row.id}) needs two operators`,
  }));
}

/** A burst in the last window: keyed by the window's start, so one alert per window at most. */
async function burstCandidates(db: DbOrTx, now: Temporal.Instant): Promise<Candidate[]> {
  const since = now.subtract({ milliseconds: BURST_WINDOW_MS });
  const [row] = await db
    .select({ n: count() })
    .from(clientErrors)
    .where(gte(clientErrors.createdAt, toDate(since)));
  const n = row?.n ?? 0;
  if (n < BURST_ERRORS) return [];
  const window = Math.floor(now.epochMilliseconds / BURST_WINDOW_MS);
  return [
    {
      dedupeKey: `client_error_burst:${window}`,
      kind: "client_error_burst",
      role: "admin",
      subject: `${n} client errors in the last ${BURST_WINDOW_MS / 60_000} minutes`,
    },
  ];
}

/** The digest one address of a role gets for what a sweep raised. */
function digest(to: string, raised: readonly Candidate[]) {
  const subject =
    raised.length === 1 ? `Play Online: ${raised[0]?.subject}` : `Play Online: ${raised.length} new alerts`;
  return {
    to,
    subject,
    body: [
      "New in the operator console:",
      "",
      ...raised.map((alert) => `- ${alert.subject}`),
      "",
      "Open the dashboard of the operator console for the details.",
    ].join("\n"),
  };
}

/**
 * One sweep (see the file's comment): raises each new alert once and queues its role's emails in the
 * same transaction, then delivers them. Returns the alerts this sweep raised.
 */
export async function sweepStaffAlerts(mail: MailContext, now: Temporal.Instant): Promise<Candidate[]> {
  const db: Db = mail.db;
  const candidates = (
    await Promise.all([
      callbackCandidates(db),
      reviewCandidates(db),
      claimCandidates(db),
      withdrawalCandidates(db),
      burstCandidates(db, now),
    ])
  ).flat();
  if (candidates.length === 0) return [];
  const lists = await staffMailLists(db);
  const { raised, queued } = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(staffAlerts)
      .values(candidates.map((c) => ({ ...c, createdAt: toDate(now) })))
      .onConflictDoNothing({ target: staffAlerts.dedupeKey })
      .returning({ dedupeKey: staffAlerts.dedupeKey });
    const fresh = new Set(inserted.map((row) => row.dedupeKey));
    const raised = candidates.filter((c) => fresh.has(c.dedupeKey));
    const queued: QueuedMail[] = [];
    for (const role of new Set(raised.map((alert) => alert.role))) {
      const ofRole = raised.filter((alert) => alert.role === role);
      for (const to of lists[role]) queued.push(await queueMail(tx, digest(to, ofRole), now));
    }
    return { raised, queued };
  });
  for (const email of queued) await deliverQueued(mail, email);
  return raised;
}

/** The newest alerts, for the dashboard. */
export async function recentStaffAlerts(db: DbOrTx, limit = 20) {
  const rows = await db.select().from(staffAlerts).orderBy(desc(staffAlerts.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    role: row.role,
    subject: row.subject,
    created_at: toInstant(row.createdAt).toString(),
  }));
}

/**
 * What customer services and finance do to a player's account (docs/decisions.md "Player support"):
 * lock and unlock, resend the activation email, close at the player's request, notes, and balance
 * adjustments. Each runs in the operator runner's transaction (operator/operator-run.ts) beside its
 * audit row; mail and refunds go out once it commits.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import { recordClosure } from "../accounts/account-settings";
import { createOneTimeToken } from "../accounts/one-time-token";
import { activationMail } from "../accounts/registration";
import { announceSessionsChanged } from "../accounts/session-standing";
import type { Tx } from "../db";
import { type PlayerStatus, players } from "../db/schema/accounts";
import { playerNotes } from "../db/schema/operator-audit";
import { toDate } from "../db/time";
import { HttpError, notFound, unprocessable } from "../http/http-error";
import { sendMail } from "../mail/mailer";
import { sendClosureRefunds } from "../wallet/deposit-refunds";
import { InsufficientFundsError, postLedgerEntry } from "../wallet/ledger";
import type { OperatorActor } from "./operator-actor";
import type { AfterCommit } from "./operator-run";

/** Texts of the player-support actions. */
export const PLAYER_SUPPORT_TEXT = {
  notActive: "Only an active account can be locked.",
  notLocked: "This account is not locked.",
  notPendingActivation: "This account is not waiting for activation.",
  closed: "This account is already closed.",
  negative: "This adjustment would make the player's balance negative.",
} as const;

const wrongStatus = (message: string) => new HttpError(409, "PLAYER_STATUS", message);

/** The player's status and, for the trail, what an action changes (null: no such player). */
export async function playerStatus(tx: Tx, playerId: string): Promise<{ status: PlayerStatus } | null> {
  const [row] = await tx.select({ status: players.status }).from(players).where(eq(players.id, playerId));
  return row ?? null;
}

/** Locks the player's row and returns it, or 404. */
async function lockPlayerRow(tx: Tx, playerId: string) {
  const [row] = await tx.select().from(players).where(eq(players.id, playerId)).for("update");
  if (!row) throw notFound();
  return row;
}

/** Appends a note on a player, signed by the operator. */
export async function addNote(
  tx: Tx,
  playerId: string,
  body: string,
  actor: OperatorActor,
  now: Temporal.Instant,
) {
  await lockPlayerRow(tx, playerId);
  const [note] = await tx
    .insert(playerNotes)
    .values({ playerId, authorId: actor.operatorId, authorEmail: actor.email, body, createdAt: toDate(now) })
    .returning();
  return { id: note?.id, author: actor.email, body, created_at: now.toString() };
}

async function setStatus(tx: Tx, playerId: string, from: PlayerStatus, to: PlayerStatus, message: string) {
  const row = await lockPlayerRow(tx, playerId);
  if (row.status !== from) throw wrongStatus(message);
  await tx
    .update(players)
    .set({
      status: to,
      // Locking ends every session at once (authenticate and the notification streams see it).
      ...(to === "LOCKED"
        ? { sessionGeneration: sql`${players.sessionGeneration} + 1`, keptSessionJti: null }
        : {}),
    })
    .where(eq(players.id, playerId));
  await announceSessionsChanged(tx, playerId);
}

/** Locks an active account: no login, every session ended; the reason becomes a note. */
export async function lockPlayer(
  tx: Tx,
  playerId: string,
  reason: string,
  actor: OperatorActor,
  now: Temporal.Instant,
) {
  await setStatus(tx, playerId, "ACTIVE", "LOCKED", PLAYER_SUPPORT_TEXT.notActive);
  await addNote(tx, playerId, `Locked: ${reason}`, actor, now);
  return { player: playerId, status: "LOCKED" };
}

/** Gives a locked account back to its player; the reason becomes a note. */
export async function unlockPlayer(
  tx: Tx,
  playerId: string,
  reason: string,
  actor: OperatorActor,
  now: Temporal.Instant,
) {
  await setStatus(tx, playerId, "LOCKED", "ACTIVE", PLAYER_SUPPORT_TEXT.notLocked);
  await addNote(tx, playerId, `Unlocked: ${reason}`, actor, now);
  return { player: playerId, status: "ACTIVE" };
}

/**
 * A fresh activation link for an account waiting for activation; the email goes out once the action
 * commits (it needs the running server's mailer and public address).
 */
export async function resendActivation(tx: Tx, playerId: string, now: Temporal.Instant, after: AfterCommit) {
  const row = await lockPlayerRow(tx, playerId);
  if (row.status !== "PENDING_ACTIVATION") throw wrongStatus(PLAYER_SUPPORT_TEXT.notPendingActivation);
  const token = await createOneTimeToken(tx, playerId, "activation", now);
  after(({ mail }) => sendMail(mail, activationMail(mail.publicUrl, row.email, row.firstname, token)));
  return { player: playerId, sent_to: row.email };
}

/**
 * Closes an account at its player's request as their own closure does (`recordClosure` of
 * accounts/account-settings.ts): deposited money refunded, winnings withdrawn, every session ended;
 * the refunds go out once committed (else the refund retry timer sends them).
 */
export async function closeOnRequest(
  tx: Tx,
  playerId: string,
  reason: string,
  actor: OperatorActor,
  now: Temporal.Instant,
  after: AfterCommit,
) {
  const row = await lockPlayerRow(tx, playerId);
  if (row.status === "CLOSED") throw wrongStatus(PLAYER_SUPPORT_TEXT.closed);
  const refunds = await recordClosure(tx, playerId, now);
  await announceSessionsChanged(tx, playerId);
  await addNote(tx, playerId, `Closed at the player's request: ${reason}`, actor, now);
  after(({ db, gateways }) => sendClosureRefunds(db, gateways, refunds, now));
  return { player: playerId, status: "CLOSED", refunds: refunds.length };
}

/** The body of a balance adjustment. */
export interface Adjustment {
  player: string;
  direction: "credit" | "debit";
  amount: number;
  reason: string;
}

/**
 * Credits or debits the player's balance through the ledger (kind `adjustment`), never below zero;
 * runs only once a second operator approved it (operator/approvals.ts).
 */
export async function adjustBalance(tx: Tx, adjustment: Adjustment, now: Temporal.Instant) {
  await lockPlayerRow(tx, adjustment.player);
  const amount = adjustment.direction === "credit" ? adjustment.amount : -adjustment.amount;
  try {
    const wallet = await postLedgerEntry(tx, {
      playerId: adjustment.player,
      kind: "adjustment",
      amount,
      reference: `adjustment:${randomUUID()}`,
      at: now,
    });
    return { player: adjustment.player, amount, balance: wallet.balance };
  } catch (error) {
    if (error instanceof InsufficientFundsError)
      throw unprocessable("INSUFFICIENT_FUNDS", PLAYER_SUPPORT_TEXT.negative);
    throw error;
  }
}

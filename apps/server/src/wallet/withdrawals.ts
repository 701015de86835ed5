/**
 * Withdrawals (docs/decisions.md "Withdrawals"): debited at once as pending in the same transaction
 * that records them, under the wallet lock, so a withdrawal racing purchases and deposits never takes
 * the balance or the winnings below zero and a retried Idempotency-Key finds the first. Only winnings
 * are withdrawable (docs/decisions.md "Closed-loop wallet"); a reversal gives back to the winnings.
 * Cancelling (player) and rejecting (operator) credit it back with one reversal entry; paying only marks it paid. Each move
 * out of pending (or held) is a conditional update, so only one of them ever happens.
 *
 * Safeguards against a stolen session (docs/decisions.md "Bank account changes"): an account added or
 * changed waits 24 hours before it can receive a withdrawal; a withdrawal to an account whose name is
 * not the player's is held for the operator; each withdrawal is emailed to the player, the email
 * written in the same transaction (the account itself: bank-accounts.ts).
 */
import { randomUUID } from "node:crypto";
import { WITHDRAWAL_CODES, type Withdrawal } from "@lotto/api";
import {
  accountNameMatches,
  BANK_ACCOUNT_SAFEGUARD_TEXT,
  formatBsb,
  isWaiting,
  WITHDRAWAL_MINIMUM,
  WITHDRAWAL_TEXT,
  withdrawalProblem,
  withdrawalProblemText,
  withdrawalRequestedEmail,
} from "@lotto/core";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { Db, DbOrTx, Tx } from "../db";
import { players } from "../db/schema/accounts";
import { bankAccounts, type WithdrawalState, withdrawals } from "../db/schema/withdrawals";
import { toDate, toInstant } from "../db/time";
import { badRequest, HttpError, notFound, unprocessable } from "../http/http-error";
import { deliverQueued, type MailContext, queueMail } from "../mail/mailer";
import { withdrawableOf } from "./balances";
import { accountLabel, bankAccountOf, holderOf } from "./bank-accounts";
import { lockWallet, postLedgerEntry, readWallet } from "./ledger";

type WithdrawalRow = typeof withdrawals.$inferSelect;

/** The ledger reference of a withdrawal's debit and of its credit back. */
export const withdrawalReference = (id: string) => `withdrawal:${id}`;
export const reversalReference = (id: string) => `withdrawal-reversal:${id}`;

/** A withdrawal row on the wire. */
export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    bank_account: accountLabel(row),
    requested_at: row.requestedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
    hold: row.hold,
  };
}

/** The withdrawal states that still wait for the operator (debited, not yet paid). */
const OPEN: WithdrawalState[] = ["pending", "held"];

/** `GET /user/withdrawals`: balance, what is withdrawable, the account and the latest 20 withdrawals. */
export async function withdrawalsView(db: Db, playerId: string) {
  const wallet = await readWallet(db, playerId);
  const rows = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.playerId, playerId))
    .orderBy(desc(withdrawals.requestedAt), desc(withdrawals.id))
    .limit(20);
  return {
    current_balance: wallet.balance,
    withdrawable: withdrawableOf(wallet),
    minimum: WITHDRAWAL_MINIMUM,
    bank_account: await bankAccountOf(db, playerId),
    withdrawals: rows.map(toWithdrawal),
  };
}

const byKey = (tx: DbOrTx, playerId: string, key: string) =>
  tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.playerId, playerId), eq(withdrawals.idempotencyKey, key)));

const keyReused = () => new HttpError(409, WITHDRAWAL_CODES.keyReused, BANK_ACCOUNT_SAFEGUARD_TEXT.keyReused);

/**
 * Withdraws `amount` cents to the player's bank account: checks the account's 24-hour wait, the
 * minimum and the withdrawable balance under the wallet lock, records the withdrawal (held for the
 * operator when the account's name is not the player's), debits it and writes its email in one
 * transaction, then delivers the email. Allowed to self-excluded players (their money is theirs). A
 * repeated Idempotency-Key answers the first withdrawal and debits nothing; the same key with another
 * amount, or after the account changed, is refused with 409.
 */
export async function requestWithdrawal(
  db: Db,
  mail: MailContext,
  playerId: string,
  amount: number,
  idempotencyKey: string | undefined,
  now: Temporal.Instant,
) {
  const done = await db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, playerId);
    const [account] = await tx.select().from(bankAccounts).where(eq(bankAccounts.playerId, playerId));
    // The wallet lock serialises this player's withdrawals: a retry with the same key sees the first.
    if (idempotencyKey) {
      const [first] = await byKey(tx, playerId, idempotencyKey);
      if (first) {
        const sameAccount = account?.bsb === first.bsb && account.accountNumber === first.accountNumber;
        if (first.amount !== amount || !sameAccount) throw keyReused();
        return { result: { withdrawal: toWithdrawal(first), current_balance: wallet.balance }, queued: null };
      }
    }
    if (!account) throw unprocessable(WITHDRAWAL_CODES.noBankAccount, WITHDRAWAL_TEXT.noBankAccount);
    const from = toInstant(account.withdrawableFrom);
    if (isWaiting(from, now))
      throw unprocessable(WITHDRAWAL_CODES.accountWaiting, BANK_ACCOUNT_SAFEGUARD_TEXT.waiting(from));
    const most = withdrawableOf(wallet);
    const problem = withdrawalProblem(amount, most);
    if (problem) {
      const code =
        problem === "below_minimum" ? WITHDRAWAL_CODES.belowMinimum : WITHDRAWAL_CODES.aboveWithdrawable;
      throw unprocessable(code, withdrawalProblemText(problem, most));
    }
    const player = await holderOf(tx, playerId);
    const held = !accountNameMatches(account.accountName, player.firstname, player.lastname);
    const id = randomUUID();
    const [row] = await tx
      .insert(withdrawals)
      .values({
        id,
        playerId,
        amount,
        bsb: account.bsb,
        accountNumber: account.accountNumber,
        accountName: account.accountName,
        status: held ? "held" : "pending",
        hold: held ? "name_mismatch" : null,
        idempotencyKey: idempotencyKey ?? null,
        requestedAt: toDate(now),
      })
      .returning();
    const after = await postLedgerEntry(tx, {
      playerId,
      kind: "withdrawal",
      amount: -amount,
      reference: withdrawalReference(id),
      at: now,
    });
    const email = withdrawalRequestedEmail({
      firstname: player.firstname,
      amount,
      account: accountLabel(account),
      status: held ? "held" : "pending",
      requestedAt: now,
    });
    const queued = await queueMail(tx, { to: player.email, ...email }, now);
    return {
      result: { withdrawal: toWithdrawal(row as WithdrawalRow), current_balance: after.balance },
      queued,
    };
  });
  if (done.queued) await deliverQueued(mail, done.queued);
  return done.result;
}

/**
 * Moves a pending or held withdrawal to `status` in `tx` (one conditional update: of racing moves, one
 * wins), crediting it back unless it was paid. Returns null when it was no longer open.
 */
async function decide(
  tx: Tx,
  row: WithdrawalRow,
  status: Exclude<WithdrawalState, "pending">,
  reason: string | null,
  now: Temporal.Instant,
) {
  // The wallet lock first, as every posting takes it: no lock-order deadlock with purchases.
  if (status !== "paid") await lockWallet(tx, row.playerId);
  const [moved] = await tx
    .update(withdrawals)
    .set({ status, reason, decidedAt: toDate(now) })
    .where(and(eq(withdrawals.id, row.id), inArray(withdrawals.status, OPEN)))
    .returning();
  if (!moved) return null;
  if (status !== "paid") {
    await postLedgerEntry(tx, {
      playerId: row.playerId,
      kind: "reversal",
      amount: row.amount,
      reference: reversalReference(row.id),
      origin: withdrawalReference(row.id),
      at: now,
    });
  }
  return moved;
}

const notPending = () => new HttpError(409, WITHDRAWAL_CODES.notPending, WITHDRAWAL_TEXT.notPending);

/** The player cancels a pending (or held) withdrawal of theirs; it is credited back at once. */
export async function cancelWithdrawal(db: Db, playerId: string, id: string, now: Temporal.Instant) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.id, id), eq(withdrawals.playerId, playerId)));
    if (!row) throw notFound();
    const moved = await decide(tx, row, "cancelled", null, now);
    if (!moved) throw notPending();
    return { withdrawal: toWithdrawal(moved), current_balance: (await readWallet(tx, playerId)).balance };
  });
}

/**
 * One line of `withdrawals:list`: what the bank file would carry, and for a held one why (`held`:
 * "name mismatch") beside the player's own name to compare with the account's.
 */
export interface WithdrawalListing {
  id: string;
  player_id: string;
  amount: number;
  bsb: string;
  account_number: string;
  account_name: string;
  requested_at: string;
  status: "pending" | "held";
  held: string | null;
  player_name: string;
}

/** How `withdrawals:list` names each hold. */
const HOLD_LABEL = { name_mismatch: "name mismatch" } as const;

/** `withdrawals:list`: every pending or held withdrawal, oldest first, with the full account to pay. */
export async function listPendingWithdrawals(db: DbOrTx): Promise<WithdrawalListing[]> {
  const rows = await db
    .select({ withdrawal: withdrawals, firstname: players.firstname, lastname: players.lastname })
    .from(withdrawals)
    .innerJoin(players, eq(players.id, withdrawals.playerId))
    .where(inArray(withdrawals.status, OPEN))
    .orderBy(asc(withdrawals.requestedAt), asc(withdrawals.id));
  return rows.map(({ withdrawal: row, firstname, lastname }) => ({
    id: row.id,
    player_id: row.playerId,
    amount: row.amount,
    bsb: formatBsb(row.bsb),
    account_number: row.accountNumber,
    account_name: row.accountName,
    requested_at: row.requestedAt.toISOString(),
    status: row.status === "held" ? "held" : "pending",
    held: row.hold ? HOLD_LABEL[row.hold] : null,
    player_name: `${firstname} ${lastname}`,
  }));
}

/**
 * `withdrawals:pay` / `withdrawals:reject`: the operator's answer from the bank (or, for a held one,
 * after checking the account is the player's). Paying a paid
 * withdrawal again answers `already: true` and changes nothing; any other move out of a decided one
 * is refused.
 */
export async function operatorDecide(
  db: Db,
  id: unknown,
  status: "paid" | "rejected",
  reason: unknown,
  now: Temporal.Instant = Temporal.Now.instant(),
) {
  if (typeof id !== "string" || id.length === 0 || id.length > 100)
    throw badRequest("id must be a withdrawal id.");
  const why = typeof reason === "string" ? reason.trim().slice(0, 200) : "";
  if (status === "rejected" && why.length === 0)
    throw badRequest("reason is required to reject a withdrawal.");
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id));
    if (!row) throw badRequest(`No withdrawal ${id}.`);
    const moved = await decide(tx, row, status, status === "rejected" ? why : null, now);
    if (moved) return { ...toWithdrawal(moved), already: false };
    const [current] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id));
    if (current?.status === status) return { ...toWithdrawal(current), already: true };
    throw badRequest(`Withdrawal ${id} is ${current?.status ?? "gone"}, not pending or held.`);
  });
}

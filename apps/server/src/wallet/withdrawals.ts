/**
 * Withdrawals (docs/decisions.md "Withdrawals"): debited at once as pending in the same transaction
 * that records them, under the wallet lock, so a withdrawal racing purchases and deposits never takes
 * the balance below zero and a retried Idempotency-Key finds the first. Cancelling (player) and
 * rejecting (operator) credit it back with one reversal entry; paying only marks it paid. Each move
 * out of pending is a conditional update, so only one of them ever happens.
 */
import { randomUUID } from "node:crypto";
import { WITHDRAWAL_CODES, type Withdrawal } from "@lotto/api";
import {
  formatBsb,
  maskAccountNumber,
  WITHDRAWAL_MINIMUM,
  WITHDRAWAL_TEXT,
  withdrawableBalance,
  withdrawalProblem,
  withdrawalProblemText,
} from "@lotto/core";
import { and, asc, desc, eq } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { Db, DbOrTx, Tx } from "../db";
import { bankAccounts, type WithdrawalState, withdrawals } from "../db/schema/withdrawals";
import { toDate } from "../db/time";
import { badRequest, HttpError, notFound, unprocessable } from "../http/http-error";
import { lockWallet, postLedgerEntry, readBalance } from "./ledger";

type WithdrawalRow = typeof withdrawals.$inferSelect;

/** The ledger reference of a withdrawal's debit and of its credit back. */
export const withdrawalReference = (id: string) => `withdrawal:${id}`;
export const reversalReference = (id: string) => `withdrawal-reversal:${id}`;

/** "086-420 •••678": the account as the player and the transaction list show it. */
export const accountLabel = (row: { bsb: string; accountNumber: string }) =>
  `${formatBsb(row.bsb)} ${maskAccountNumber(row.accountNumber)}`;

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
  };
}

/** The player's bank account as shown back (number masked), or null. */
export async function bankAccountOf(db: DbOrTx, playerId: string) {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.playerId, playerId));
  if (!row) return null;
  return {
    bsb: formatBsb(row.bsb),
    account_number_masked: maskAccountNumber(row.accountNumber),
    account_name: row.accountName,
  };
}

/** Saves or replaces the account (already checked and cleaned by the contract's core rules). */
export async function saveBankAccount(
  db: Db,
  playerId: string,
  account: { bsb: string; account_number: string; account_name: string },
  now: Temporal.Instant,
) {
  const values = {
    bsb: account.bsb,
    accountNumber: account.account_number,
    accountName: account.account_name,
    updatedAt: toDate(now),
  };
  await db
    .insert(bankAccounts)
    .values({ playerId, ...values })
    .onConflictDoUpdate({ target: bankAccounts.playerId, set: values });
  return bankAccountOf(db, playerId);
}

/** `GET /user/withdrawals`: balance, what is withdrawable, the account and the latest 20 withdrawals. */
export async function withdrawalsView(db: Db, playerId: string) {
  const balance = await readBalance(db, playerId);
  const rows = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.playerId, playerId))
    .orderBy(desc(withdrawals.requestedAt), desc(withdrawals.id))
    .limit(20);
  return {
    current_balance: balance,
    withdrawable: withdrawableBalance(balance),
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

/**
 * Withdraws `amount` cents to the player's bank account: checks the minimum and the withdrawable
 * balance under the wallet lock, records the withdrawal and debits it in one transaction. Allowed
 * to self-excluded players (their money is theirs). A repeated Idempotency-Key answers the first
 * withdrawal and debits nothing.
 */
export async function requestWithdrawal(
  db: Db,
  playerId: string,
  amount: number,
  idempotencyKey: string | undefined,
  now: Temporal.Instant,
) {
  return db.transaction(async (tx) => {
    const { balance } = await lockWallet(tx, playerId);
    // The wallet lock serialises this player's withdrawals: a retry with the same key sees the first.
    if (idempotencyKey) {
      const [first] = await byKey(tx, playerId, idempotencyKey);
      if (first) return { withdrawal: toWithdrawal(first), current_balance: balance };
    }
    const [account] = await tx.select().from(bankAccounts).where(eq(bankAccounts.playerId, playerId));
    if (!account) throw unprocessable(WITHDRAWAL_CODES.noBankAccount, WITHDRAWAL_TEXT.noBankAccount);
    const withdrawable = withdrawableBalance(balance);
    const problem = withdrawalProblem(amount, withdrawable);
    if (problem) {
      const code =
        problem === "below_minimum" ? WITHDRAWAL_CODES.belowMinimum : WITHDRAWAL_CODES.aboveWithdrawable;
      throw unprocessable(code, withdrawalProblemText(problem, withdrawable));
    }
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
        status: "pending",
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
    return { withdrawal: toWithdrawal(row as WithdrawalRow), current_balance: after.balance };
  });
}

/**
 * Moves a pending withdrawal to `status` in `tx` (one conditional update: of racing moves, one wins),
 * crediting it back unless it was paid. Returns null when it was no longer pending.
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
    .where(and(eq(withdrawals.id, row.id), eq(withdrawals.status, "pending")))
    .returning();
  if (!moved) return null;
  if (status !== "paid") {
    await postLedgerEntry(tx, {
      playerId: row.playerId,
      kind: "reversal",
      amount: row.amount,
      reference: reversalReference(row.id),
      at: now,
    });
  }
  return moved;
}

const notPending = () => new HttpError(409, WITHDRAWAL_CODES.notPending, WITHDRAWAL_TEXT.notPending);

/** The player cancels a pending withdrawal of theirs; it is credited back at once. */
export async function cancelWithdrawal(db: Db, playerId: string, id: string, now: Temporal.Instant) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.id, id), eq(withdrawals.playerId, playerId)));
    if (!row) throw notFound();
    const moved = await decide(tx, row, "cancelled", null, now);
    if (!moved) throw notPending();
    return { withdrawal: toWithdrawal(moved), current_balance: await readBalance(tx, playerId) };
  });
}

/** One line of `withdrawals:list`: what the bank file would carry. */
export interface WithdrawalListing {
  id: string;
  player_id: string;
  amount: number;
  bsb: string;
  account_number: string;
  account_name: string;
  requested_at: string;
}

/** `withdrawals:list`: every pending withdrawal, oldest first, with the full account to pay. */
export async function listPendingWithdrawals(db: DbOrTx): Promise<WithdrawalListing[]> {
  const rows = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.status, "pending"))
    .orderBy(asc(withdrawals.requestedAt), asc(withdrawals.id));
  return rows.map((row) => ({
    id: row.id,
    player_id: row.playerId,
    amount: row.amount,
    bsb: formatBsb(row.bsb),
    account_number: row.accountNumber,
    account_name: row.accountName,
    requested_at: row.requestedAt.toISOString(),
  }));
}

/**
 * `withdrawals:pay` / `withdrawals:reject`: the operator's answer from the bank. Paying a paid
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
    throw badRequest(`Withdrawal ${id} is ${current?.status ?? "gone"}, not pending.`);
  });
}

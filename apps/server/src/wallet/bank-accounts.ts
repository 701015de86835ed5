/**
 * The bank account a player's withdrawals are paid to (docs/decisions.md "Bank account changes"): one
 * per player; a new or different one waits 24 hours before it can receive a withdrawal and is emailed
 * to the player in the transaction that saves it. The caller has checked the password
 * (accounts/bank-account-change.ts).
 */
import {
  bankAccountChangedEmail,
  formatBsb,
  isWaiting,
  maskAccountNumber,
  withdrawableFrom,
} from "@lotto/core";
import { and, eq } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db, DbOrTx } from "../db";
import { players } from "../db/schema/accounts";
import { bankAccounts } from "../db/schema/withdrawals";
import { toDate, toInstant } from "../db/time";
import { badRequest, notFound } from "../http/http-error";
import { deliverQueued, type MailContext, queueMail } from "../mail/mailer";

/** "086-420 •••678": the account as the player and the transaction list show it. */
export const accountLabel = (row: { bsb: string; accountNumber: string }) =>
  `${formatBsb(row.bsb)} ${maskAccountNumber(row.accountNumber)}`;

/** The player's bank account as shown back (number masked), or null. */
export async function bankAccountOf(db: DbOrTx, playerId: string) {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.playerId, playerId));
  if (!row) return null;
  return {
    bsb: formatBsb(row.bsb),
    account_number_masked: maskAccountNumber(row.accountNumber),
    account_name: row.accountName,
    withdrawable_from: row.withdrawableFrom.toISOString(),
  };
}

/** The player's name and email: who the safeguard emails go to, and the name an account must carry. */
export async function holderOf(tx: DbOrTx, playerId: string) {
  const [player] = await tx
    .select({ email: players.email, firstname: players.firstname, lastname: players.lastname })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) throw notFound();
  return player;
}

/**
 * Saves or replaces the account (already checked and cleaned by the contract's core rules; the caller
 * has checked the password). A new or different account waits 24 hours before it can receive a
 * withdrawal and the player is emailed, in one transaction; saving the same account again changes
 * nothing (its wait goes on as it was) and sends nothing.
 */
export async function saveBankAccount(
  db: Db,
  mail: MailContext,
  playerId: string,
  account: { bsb: string; account_number: string; account_name: string },
  now: Temporal.Instant,
) {
  const queued = await db.transaction(async (tx) => {
    const player = await holderOf(tx, playerId);
    const [current] = await tx
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.playerId, playerId))
      .for("update");
    const same =
      current?.bsb === account.bsb &&
      current.accountNumber === account.account_number &&
      current.accountName === account.account_name;
    if (same) return null;
    const from = withdrawableFrom(now);
    const values = {
      bsb: account.bsb,
      accountNumber: account.account_number,
      accountName: account.account_name,
      updatedAt: toDate(now),
      withdrawableFrom: toDate(from),
    };
    await tx
      .insert(bankAccounts)
      .values({ playerId, ...values })
      .onConflictDoUpdate({ target: bankAccounts.playerId, set: values });
    const email = bankAccountChangedEmail({
      firstname: player.firstname,
      account: accountLabel(values),
      changedAt: now,
      withdrawableFrom: from,
    });
    return queueMail(tx, { to: player.email, ...email }, now);
  });
  if (queued) await deliverQueued(mail, queued);
  return bankAccountOf(db, playerId);
}

/** The id of the player named by id or by email (as customer services hear it on the phone), or null. */
async function playerIdOf(db: DbOrTx, idOrEmail: string): Promise<string | null> {
  const byEmail = idOrEmail.includes("@");
  const [player] = await db
    .select({ id: players.id })
    .from(players)
    .where(byEmail ? eq(players.email, idOrEmail.toLowerCase()) : eq(players.id, idOrEmail));
  return player?.id ?? null;
}

/**
 * `bank-accounts:release`: the operator ends a new account's 24-hour wait after confirming the change
 * with the player (by phone, say). Releasing an account that no longer waits changes nothing.
 */
export async function releaseBankAccount(db: Db, player: unknown, now: Temporal.Instant) {
  if (typeof player !== "string" || player.length === 0 || player.length > 254)
    throw badRequest("player is required: the player id or email of the bank account.");
  const playerId = (await playerIdOf(db, player)) ?? player;
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.playerId, playerId));
  if (!row) throw badRequest(`Player ${player} has no bank account.`);
  if (isWaiting(toInstant(row.withdrawableFrom), now)) {
    // Only the account the operator looked at: a change saved meanwhile keeps its own wait.
    await db
      .update(bankAccounts)
      .set({ withdrawableFrom: toDate(now) })
      .where(and(eq(bankAccounts.playerId, playerId), eq(bankAccounts.updatedAt, row.updatedAt)));
  }
  return { player_id: playerId, ...(await bankAccountOf(db, playerId)) };
}

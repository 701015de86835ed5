/**
 * Winnings left when an account closes (docs/decisions.md "Closed-loop wallet"): they are the player's,
 * so the closing transaction requests their withdrawal to the player's bank account when it has passed
 * its 24-hour wait (held for the operator when its name is not the player's, as any withdrawal); with
 * no such account they stay in the closed wallet and `refunds:list` lists them for the operator to pay.
 */
import { randomUUID } from "node:crypto";
import { accountNameMatches, isWaiting } from "@lotto/core";
import { and, eq, gt } from "drizzle-orm";
import type { Temporal } from "temporal-polyfill";
import type { Db, Tx } from "../db";
import { players, wallets } from "../db/schema/accounts";
import { bankAccounts, withdrawals } from "../db/schema/withdrawals";
import { toDate, toInstant } from "../db/time";
import { holderOf } from "./bank-accounts";
import { lockWallet, postLedgerEntry } from "./ledger";
import { withdrawalReference } from "./withdrawals";

/**
 * In the closing transaction `tx`: withdraws all of the player's winnings to their bank account when it
 * can receive money (any amount: the minimum is for a player who stays). Returns the withdrawal's id, or
 * null when nothing was withdrawn.
 */
export async function withdrawClosureWinnings(
  tx: Tx,
  playerId: string,
  now: Temporal.Instant,
): Promise<string | null> {
  const { winnings } = await lockWallet(tx, playerId);
  if (winnings === 0) return null;
  const [account] = await tx.select().from(bankAccounts).where(eq(bankAccounts.playerId, playerId));
  if (!account || isWaiting(toInstant(account.withdrawableFrom), now)) return null;
  const holder = await holderOf(tx, playerId);
  const held = !accountNameMatches(account.accountName, holder.firstname, holder.lastname);
  const id = randomUUID();
  await tx.insert(withdrawals).values({
    id,
    playerId,
    amount: winnings,
    bsb: account.bsb,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    status: held ? "held" : "pending",
    hold: held ? "name_mismatch" : null,
    requestedAt: toDate(now),
  });
  await postLedgerEntry(tx, {
    playerId,
    kind: "withdrawal",
    amount: -winnings,
    reference: withdrawalReference(id),
    at: now,
  });
  return id;
}

/** Winnings left in a closed account, for the operator to pay (`refunds:list`). */
export interface ClosedWinnings {
  player_id: string;
  player_name: string;
  email: string;
  amount: number;
  reason: "no bank account that can receive money";
}

/** Every closed account still holding winnings. */
export async function listClosedWinnings(db: Db): Promise<ClosedWinnings[]> {
  const rows = await db
    .select({
      id: players.id,
      firstname: players.firstname,
      lastname: players.lastname,
      email: players.email,
      winnings: wallets.winnings,
    })
    .from(wallets)
    .innerJoin(players, eq(players.id, wallets.playerId))
    .where(and(eq(players.status, "CLOSED"), gt(wallets.winnings, 0)))
    .orderBy(players.id);
  return rows.map((r) => ({
    player_id: r.id,
    player_name: `${r.firstname} ${r.lastname}`,
    email: r.email,
    amount: r.winnings,
    reason: "no bank account that can receive money",
  }));
}

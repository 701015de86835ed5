import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../src/db";
import { ledgerEntries } from "../../src/db/schema/accounts";
import { bucketOpenings } from "../../src/db/schema/buckets";
import { readWallet } from "../../src/wallet/ledger";

/**
 * The ledger audit of one player: the balance equals the sum of the entries, and each entry's
 * balance_after is the one before it plus its amount (never below zero). The buckets too
 * (docs/decisions.md "Closed-loop wallet"): each entry's split adds up to its amount, neither bucket
 * ever goes below zero, each entry's winnings_after is the running winnings, and the wallet's winnings
 * are the last. Entries from before buckets (no split) count as deposited money, and the wallet's
 * opening winnings move from deposited money to winnings after its last such entry. Returns the
 * problems found.
 */
export async function auditLedger(db: DbOrTx, playerId: string): Promise<string[]> {
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.playerId, playerId))
    .orderBy(asc(ledgerEntries.id));
  const [opening] = await db.select().from(bucketOpenings).where(eq(bucketOpenings.playerId, playerId));
  const problems: string[] = [];
  let running = 0;
  let winnings = 0;
  for (const e of entries) {
    running += e.amount;
    if (e.balanceAfter !== running)
      problems.push(`entry ${e.id}: balance_after ${e.balanceAfter} ≠ ${running}`);
    if (running < 0) problems.push(`entry ${e.id}: balance below zero (${running})`);
    if (e.depositedAmount === null || e.winningsAmount === null || e.winningsAfter === null) {
      if (e.depositedAmount !== null || e.winningsAmount !== null || e.winningsAfter !== null)
        problems.push(`entry ${e.id}: buckets half recorded`);
      if (winnings !== 0) problems.push(`entry ${e.id}: no buckets after buckets began`);
    } else {
      if (e.depositedAmount + e.winningsAmount !== e.amount)
        problems.push(`entry ${e.id}: buckets ${e.depositedAmount} + ${e.winningsAmount} ≠ ${e.amount}`);
      winnings += e.winningsAmount;
      if (e.winningsAfter !== winnings)
        problems.push(`entry ${e.id}: winnings_after ${e.winningsAfter} ≠ ${winnings}`);
    }
    if (opening?.lastEntryId === e.id) winnings += opening.winnings;
    if (winnings < 0) problems.push(`entry ${e.id}: winnings below zero (${winnings})`);
    if (running - winnings < 0)
      problems.push(`entry ${e.id}: deposited money below zero (${running - winnings})`);
  }
  const wallet = await readWallet(db, playerId);
  if (wallet.balance !== running) problems.push(`balance ${wallet.balance} ≠ sum of entries ${running}`);
  if (wallet.winnings !== winnings) problems.push(`winnings ${wallet.winnings} ≠ the entries' ${winnings}`);
  return problems;
}

import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../src/db";
import { ledgerEntries } from "../../src/db/schema/accounts";
import { readBalance } from "../../src/wallet/ledger";

/**
 * The ledger audit of one player: the balance equals the sum of the entries, and each entry's
 * balance_after is the one before it plus its amount (never below zero). Returns the problems found.
 */
export async function auditLedger(db: DbOrTx, playerId: string): Promise<string[]> {
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.playerId, playerId))
    .orderBy(asc(ledgerEntries.id));
  const problems: string[] = [];
  let running = 0;
  for (const e of entries) {
    running += e.amount;
    if (e.balanceAfter !== running)
      problems.push(`entry ${e.id}: balance_after ${e.balanceAfter} ≠ ${running}`);
    if (running < 0) problems.push(`entry ${e.id}: balance below zero (${running})`);
  }
  const balance = await readBalance(db, playerId);
  if (balance !== running) problems.push(`balance ${balance} ≠ sum of entries ${running}`);
  return problems;
}

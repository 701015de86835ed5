import type { Db } from "../../src/db";
import { postLedgerEntry } from "../../src/wallet/ledger";

// Per database, so each test file's first prize is draw 9001 whichever files ran before it.
const lastDraw = new WeakMap<Db, number>();

/**
 * Credits the player a prize as a draw's settlement does (a 'winning' entry, Cash 3's draw numbers
 * from 9000 up so none is a real draw): only winnings are withdrawable.
 */
export async function creditWinnings(db: Db, playerId: string, amount: number): Promise<void> {
  const draw = (lastDraw.get(db) ?? 9_000) + 1;
  lastDraw.set(db, draw);
  await db.transaction((tx) =>
    postLedgerEntry(tx, { playerId, kind: "winning", amount, reference: `win:2116:${draw}` }),
  );
}

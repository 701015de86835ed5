import type { Db } from "../../src/db";
import { postLedgerEntry } from "../../src/wallet/ledger";

let draw = 9_000;

/**
 * Credits the player a prize as a draw's settlement does (a 'winning' entry, Cash 3's draw numbers
 * from 9000 up so none is a real draw): only winnings are withdrawable.
 */
export async function creditWinnings(db: Db, playerId: string, amount: number): Promise<void> {
  draw += 1;
  await db.transaction((tx) =>
    postLedgerEntry(tx, { playerId, kind: "winning", amount, reference: `win:2116:${draw}` }),
  );
}

/** The wallet's figures as players see them: the balance and its two buckets (docs/decisions.md "Closed-loop wallet"). */
import type { Balance } from "@lotto/api";
import { type WalletBuckets, withdrawableWinnings } from "@lotto/core";
import type { DbOrTx } from "../db";
import { type LockedWallet, readWallet } from "./ledger";

/** The buckets of a wallet row (it keeps the balance and the winnings; deposited money is the rest). */
export const bucketsOf = (wallet: LockedWallet): WalletBuckets => ({
  deposited: wallet.balance - wallet.winnings,
  winnings: wallet.winnings,
});

/** What the player may withdraw from a wallet row. */
export const withdrawableOf = (wallet: LockedWallet) => withdrawableWinnings(bucketsOf(wallet));

/** `GET /user/balances`. */
export async function balancesOf(db: DbOrTx, playerId: string): Promise<Balance> {
  const wallet = await readWallet(db, playerId);
  return {
    current_balance: wallet.balance,
    withdrawable_winnings: withdrawableOf(wallet),
    deposited_balance: bucketsOf(wallet).deposited,
  };
}

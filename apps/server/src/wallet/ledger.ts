/**
 * The append-only money ledger (R-SERVER Money): every change of a balance is one entry in the same
 * transaction, so the balance always equals the sum of the player's entries.
 */
import { eq, sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import type { DbOrTx, Tx } from "../db";
import { type LedgerKind, ledgerEntries, wallets } from "../db/schema/accounts";
import { toDate } from "../db/time";
import { InsufficientFundsError, WalletNotFoundError } from "./wallet-errors";

export { InsufficientFundsError } from "./wallet-errors";

/** One entry to post: signed cents (debits negative) and what it refers to. */
export interface LedgerPosting {
  playerId: string;
  kind: LedgerKind;
  amount: number;
  reference: string;
  /** When it happened; defaults to now. Weekly limits read this time. */
  at?: Temporal.Instant | undefined;
}

/**
 * The sign each kind must have: credits positive, purchases and withdrawals negative, adjustments
 * either; a reversal credits back a cancelled or rejected withdrawal.
 */
const SIGN: Record<LedgerKind, 1 | -1 | 0> = {
  deposit: 1,
  refund: 1,
  winning: 1,
  reversal: 1,
  purchase: -1,
  withdrawal: -1,
  adjustment: 0,
};

/** Locks the player's wallet row (SELECT … FOR UPDATE) and returns its balance. */
export async function lockWallet(tx: Tx, playerId: string): Promise<{ balance: number }> {
  const [row] = await tx
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.playerId, playerId))
    .for("update");
  if (!row) throw new WalletNotFoundError();
  return row;
}

/**
 * Appends an entry and moves the balance in the caller's transaction; throws
 * {@link InsufficientFundsError} if the balance would go negative (nothing is written then).
 */
export async function postLedgerEntry(tx: Tx, posting: LedgerPosting): Promise<{ balance: number }> {
  checkPosting(posting);
  const locked = await lockWallet(tx, posting.playerId);
  const { balance, writes } = lockedPostingWrites(tx, posting, locked.balance);
  for (const write of writes) await write;
  return { balance };
}

function checkPosting({ kind, amount }: LedgerPosting): void {
  if (!Number.isSafeInteger(amount) || amount === 0)
    throw new Error(`Ledger amount must be non-zero cents: ${amount}`);
  if (SIGN[kind] !== 0 && Math.sign(amount) !== SIGN[kind])
    throw new Error(`Wrong sign for ${kind}: ${amount}`);
}

/**
 * The two statements that post an entry on a wallet whose lock the caller holds in `tx` and whose
 * `balance` it read under that lock (move the balance, append the entry), built but not run, after
 * the same checks as {@link postLedgerEntry} (throws and builds nothing when they fail). For a caller
 * that sends them with its own writes in one statement (a purchase); they must run in `tx`.
 */
export function lockedPostingWrites(tx: Tx, posting: LedgerPosting, balance: number) {
  checkPosting(posting);
  const { playerId, kind, amount, reference } = posting;
  const next = balance + amount;
  if (next < 0) throw new InsufficientFundsError();
  const writes = [
    tx.update(wallets).set({ balance: next }).where(eq(wallets.playerId, playerId)),
    tx.insert(ledgerEntries).values({
      playerId,
      kind,
      amount,
      balanceAfter: next,
      reference,
      createdAt: toDate(posting.at ?? Temporal.Now.instant()),
    }),
  ] as const;
  return { balance: next, writes };
}

/** The player's balance without locking. */
export async function readBalance(db: DbOrTx, playerId: string): Promise<number> {
  const [row] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.playerId, playerId));
  return row?.balance ?? 0;
}

/** The sum of all the player's ledger entries (equals the balance; the invariant tests read it). */
export async function ledgerSum(db: DbOrTx, playerId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | number>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.playerId, playerId));
  return Number(row?.sum ?? 0);
}

/**
 * The append-only money ledger (R-SERVER Money): every change of a balance is one entry in the same
 * transaction, so the balance always equals the sum of the player's entries. Each entry also records how
 * it moved the wallet's two buckets, deposited money and winnings, by core's `moveBuckets`
 * (docs/decisions.md "Closed-loop wallet"), and the wallet row keeps the winnings.
 */
import { type BucketMovement, moveBuckets, type WalletBuckets } from "@lotto/core";
import { and, eq, lt, sql } from "drizzle-orm";
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
  /**
   * A refund's or reversal's debit (its reference): the money goes back to the buckets that debit took.
   * Without one it is deposited money, never withdrawable winnings.
   */
  origin?: string | undefined;
}

/** A wallet as read under its lock: the balance and, of it, the winnings. */
export interface LockedWallet {
  balance: number;
  winnings: number;
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
  deposit_refund: -1,
};

/** Locks the player's wallet row (SELECT … FOR UPDATE) and returns its balance and winnings. */
export async function lockWallet(tx: Tx, playerId: string): Promise<LockedWallet> {
  const [row] = await tx
    .select({ balance: wallets.balance, winnings: wallets.winnings })
    .from(wallets)
    .where(eq(wallets.playerId, playerId))
    .for("update");
  if (!row) throw new WalletNotFoundError();
  return row;
}

/**
 * Appends an entry and moves the balance and buckets in the caller's transaction; throws
 * {@link InsufficientFundsError} if the balance or a bucket would go negative (nothing is written then).
 */
export async function postLedgerEntry(tx: Tx, posting: LedgerPosting): Promise<LockedWallet> {
  checkPosting(posting);
  const locked = await lockWallet(tx, posting.playerId);
  const taken = posting.origin ? await takenBy(tx, posting.playerId, posting.origin) : undefined;
  const { balance, winnings, writes } = lockedPostingWrites(tx, posting, locked, taken);
  for (const write of writes) await write;
  return { balance, winnings };
}

/**
 * What the debits with reference `origin` took from each bucket (positive cents); an entry from before
 * buckets took deposited money, as the audit counts it.
 */
async function takenBy(tx: Tx, playerId: string, origin: string): Promise<WalletBuckets> {
  const [row] = await tx
    .select({
      deposited: sql<string>`coalesce(-sum(coalesce(${ledgerEntries.depositedAmount}, ${ledgerEntries.amount})), 0)`,
      winnings: sql<string>`coalesce(-sum(coalesce(${ledgerEntries.winningsAmount}, 0)), 0)`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.playerId, playerId),
        eq(ledgerEntries.reference, origin),
        lt(ledgerEntries.amount, 0),
      ),
    );
  return { deposited: Number(row?.deposited ?? 0), winnings: Number(row?.winnings ?? 0) };
}

/** The bucket movement of a posting (`taken`: what its origin took, for a refund or reversal). */
function movementOf({ kind, amount }: LedgerPosting, taken: WalletBuckets | undefined): BucketMovement {
  const size = Math.abs(amount);
  switch (kind) {
    case "refund":
    case "reversal":
      return taken ? { kind: "return", amount: size, taken } : { kind: "deposit", amount: size };
    case "winning":
      return { kind: "prize", amount: size };
    case "withdrawal":
    case "purchase":
    case "deposit_refund":
    case "deposit":
      return { kind, amount: size };
    case "adjustment":
      return { kind: amount > 0 ? "deposit" : "purchase", amount: size };
  }
}

function checkPosting({ kind, amount }: LedgerPosting): void {
  if (!Number.isSafeInteger(amount) || amount === 0)
    throw new Error(`Ledger amount must be non-zero cents: ${amount}`);
  if (SIGN[kind] !== 0 && Math.sign(amount) !== SIGN[kind])
    throw new Error(`Wrong sign for ${kind}: ${amount}`);
}

/**
 * The two statements that post an entry on a wallet whose lock the caller holds in `tx` and which it
 * read under that lock as `locked` (move the balance and buckets, append the entry), built but not run,
 * after the same checks as {@link postLedgerEntry} (throws and builds nothing when they fail). For a
 * caller that sends them with its own writes in one statement (a purchase); they must run in `tx`.
 */
export function lockedPostingWrites(
  tx: Tx,
  posting: LedgerPosting,
  locked: LockedWallet,
  taken?: WalletBuckets,
) {
  checkPosting(posting);
  const { playerId, kind, amount, reference } = posting;
  const buckets = { deposited: locked.balance - locked.winnings, winnings: locked.winnings };
  const move = moveBuckets(buckets, movementOf(posting, taken));
  if (!move.ok) throw new InsufficientFundsError();
  const balance = locked.balance + amount;
  const { winnings } = move.buckets;
  const writes = [
    tx.update(wallets).set({ balance, winnings }).where(eq(wallets.playerId, playerId)),
    tx.insert(ledgerEntries).values({
      playerId,
      kind,
      amount,
      balanceAfter: balance,
      reference,
      createdAt: toDate(posting.at ?? Temporal.Now.instant()),
      depositedAmount: move.split.deposited,
      winningsAmount: move.split.winnings,
      winningsAfter: winnings,
    }),
  ] as const;
  return { balance, winnings, writes };
}

/** The player's balance and winnings without locking. */
export async function readWallet(db: DbOrTx, playerId: string): Promise<LockedWallet> {
  const [row] = await db
    .select({ balance: wallets.balance, winnings: wallets.winnings })
    .from(wallets)
    .where(eq(wallets.playerId, playerId));
  return row ?? { balance: 0, winnings: 0 };
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

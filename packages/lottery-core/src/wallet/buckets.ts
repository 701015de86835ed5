import type { Cents } from "../model/entities";

/**
 * A closed-loop wallet's two buckets, in cents (docs/decisions.md "Closed-loop wallet"): money the player
 * deposited and has not spent, and winnings. They add up to the balance; only winnings are withdrawable.
 */
export interface WalletBuckets {
  deposited: Cents;
  winnings: Cents;
}

/** How one ledger entry moves each bucket: signed cents that add up to the entry's amount. */
export type BucketSplit = WalletBuckets;

/**
 * One movement of money. `return` gives back (part of) an earlier debit, `taken` being what that debit
 * took from each bucket as positive cents: the money goes back to the buckets it came from, deposited
 * money first (a refund never turns deposited money into withdrawable winnings).
 */
export type BucketMovement =
  | { kind: "deposit" | "prize" | "purchase" | "withdrawal" | "deposit_refund"; amount: Cents }
  | { kind: "return"; amount: Cents; taken: WalletBuckets };

/** Why a movement cannot happen. */
export type BucketProblem = "insufficient_funds" | "above_winnings" | "above_deposited" | "above_taken";

export type BucketMove =
  | { ok: true; split: BucketSplit; buckets: WalletBuckets }
  | { ok: false; problem: BucketProblem };

/** What the wallet calls each bucket wherever it shows them (wallet, withdrawals, statements). */
export const BUCKET_TEXT = {
  winnings: "Winnings you can withdraw",
  deposited: "Deposited money",
} as const;

/** What a player may withdraw: the winnings, never deposited money. */
export const withdrawableWinnings = (buckets: WalletBuckets): Cents => buckets.winnings;

/** The balance the buckets make up. */
export const bucketsBalance = (buckets: WalletBuckets): Cents => buckets.deposited + buckets.winnings;

/**
 * The split of a movement of `amount` (positive cents) and the buckets after it: deposits add to
 * deposited money, prizes to winnings; a purchase spends deposited money first, then winnings; a
 * withdrawal takes only winnings, the refund of deposits at closure only deposited money.
 * @example moveBuckets({ deposited: 500, winnings: 2000 }, { kind: "purchase", amount: 700 }).split
 *   // { deposited: -500, winnings: -200 }
 */
export function moveBuckets(buckets: WalletBuckets, movement: BucketMovement): BucketMove {
  const split = splitOf(buckets, movement);
  if ("problem" in split) return { ok: false, problem: split.problem };
  return {
    ok: true,
    split,
    buckets: { deposited: buckets.deposited + split.deposited, winnings: buckets.winnings + split.winnings },
  };
}

function splitOf(buckets: WalletBuckets, movement: BucketMovement): BucketSplit | { problem: BucketProblem } {
  const { amount } = movement;
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`A movement is positive cents: ${amount}`);
  switch (movement.kind) {
    case "deposit":
      return { deposited: amount, winnings: 0 };
    case "prize":
      return { deposited: 0, winnings: amount };
    case "purchase": {
      if (amount > bucketsBalance(buckets)) return { problem: "insufficient_funds" };
      const fromDeposited = Math.min(amount, buckets.deposited);
      return { deposited: -fromDeposited, winnings: -(amount - fromDeposited) };
    }
    case "withdrawal":
      return amount > buckets.winnings ? { problem: "above_winnings" } : { deposited: 0, winnings: -amount };
    case "deposit_refund":
      return amount > buckets.deposited
        ? { problem: "above_deposited" }
        : { deposited: -amount, winnings: 0 };
    case "return": {
      const { taken } = movement;
      if (amount > taken.deposited + taken.winnings) return { problem: "above_taken" };
      const toDeposited = Math.min(amount, taken.deposited);
      return { deposited: toDeposited, winnings: amount - toDeposited };
    }
  }
}

/**
 * The buckets of a wallet from before they were kept (migration 0019): its balance is deposited money
 * unless prizes were credited, then winnings up to the prizes less what was withdrawn, deposited the rest.
 * @example openingBuckets({ balance: 5000, prizes: 3000, withdrawn: 1000 }) // { deposited: 3000, winnings: 2000 }
 */
export function openingBuckets(history: { balance: Cents; prizes: Cents; withdrawn: Cents }): WalletBuckets {
  const winnings = Math.min(history.balance, Math.max(0, history.prizes - history.withdrawn));
  return { deposited: history.balance - winnings, winnings };
}

/** A deposit that may be refunded at closure: what is left of it to refund (amount less refunds so far). */
export interface RefundableDeposit {
  id: string;
  refundable: Cents;
}

/**
 * The refunds that empty `deposited` at closure: each deposit (newest first, as given) gives back what
 * is left of it until nothing deposited remains. Never more than a deposit's own refundable amount.
 * @example closureRefunds(700, [{ id: "b", refundable: 500 }, { id: "a", refundable: 1000 }])
 *   // [{ id: "b", amount: 500 }, { id: "a", amount: 200 }]
 */
export function closureRefunds(
  deposited: Cents,
  newestFirst: readonly RefundableDeposit[],
): { id: string; amount: Cents }[] {
  const refunds: { id: string; amount: Cents }[] = [];
  let left = Math.max(0, deposited);
  for (const deposit of newestFirst) {
    if (left === 0) break;
    const amount = Math.min(left, Math.max(0, deposit.refundable));
    if (amount === 0) continue;
    refunds.push({ id: deposit.id, amount });
    left -= amount;
  }
  return refunds;
}

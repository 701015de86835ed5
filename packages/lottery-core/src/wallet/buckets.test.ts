import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type BucketMovement,
  bucketsBalance,
  closureRefunds,
  moveBuckets,
  openingBuckets,
  type WalletBuckets,
  withdrawableWinnings,
} from "./buckets";

/** One step a wallet can take; a return gives back part of an earlier debit (by index into the debits). */
type Step =
  | { kind: "deposit" | "prize" | "purchase" | "withdrawal" | "deposit_refund"; amount: number }
  | { kind: "return"; amount: number; debit: number };

const amount = fc.integer({ min: 1, max: 50_000 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constantFrom("deposit", "prize", "purchase", "withdrawal", "deposit_refund"),
    amount,
  }),
  fc.record({ kind: fc.constant("return"), amount, debit: fc.nat(40) }),
);

/** Runs the steps (skipping refused ones, as the server refuses them) and checks every invariant after each. */
function run(steps: Step[]) {
  let buckets: WalletBuckets = { deposited: 0, winnings: 0 };
  let balance = 0;
  let prizes = 0;
  let winningsOut = 0; // winnings spent and withdrawn, less what returned to winnings
  const debits: WalletBuckets[] = []; // what each purchase or withdrawal took and has not had back
  for (const s of steps) {
    const open = s.kind === "return" ? debits[s.debit % Math.max(1, debits.length)] : undefined;
    if (s.kind === "return" && !open) continue;
    const movement: BucketMovement = open
      ? { kind: "return", amount: s.amount, taken: open }
      : (s as BucketMovement);
    const move = moveBuckets(buckets, movement);
    if (!move.ok) continue;
    const { split } = move;
    const sign = ["deposit", "prize", "return"].includes(s.kind) ? 1 : -1;
    expect(split.deposited + split.winnings).toBe(sign * s.amount);
    if (s.kind === "purchase" || s.kind === "withdrawal")
      debits.push({ deposited: -split.deposited, winnings: -split.winnings });
    if (open) {
      open.deposited -= split.deposited;
      open.winnings -= split.winnings;
      expect(open.deposited).toBeGreaterThanOrEqual(0);
      expect(open.winnings).toBeGreaterThanOrEqual(0);
    }
    if (s.kind === "prize") prizes += s.amount;
    else winningsOut -= split.winnings;
    buckets = move.buckets;
    balance += split.deposited + split.winnings;
    expect(buckets.deposited).toBeGreaterThanOrEqual(0);
    expect(buckets.winnings).toBeGreaterThanOrEqual(0);
    expect(bucketsBalance(buckets)).toBe(balance);
    expect(withdrawableWinnings(buckets)).toBeLessThanOrEqual(prizes - winningsOut);
  }
  return buckets;
}

describe("closed-loop wallet buckets", () => {
  it("never go negative, add up to the balance, and never let more out than the prizes less winnings spent and withdrawn", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => void run(steps)),
      { numRuns: 500 },
    );
  });

  it("refuse a purchase over the balance, a withdrawal over the winnings and a closure refund over the deposits", () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), amount, (deposited, winnings, n) => {
        const buckets = { deposited, winnings };
        const purchase = moveBuckets(buckets, { kind: "purchase", amount: n });
        expect(purchase.ok).toBe(n <= deposited + winnings);
        if (purchase.ok) expect(purchase.split.deposited).toBe(-Math.min(n, deposited));
        const withdrawal = moveBuckets(buckets, { kind: "withdrawal", amount: n });
        expect(withdrawal.ok ? null : withdrawal.problem).toBe(n <= winnings ? null : "above_winnings");
        const refund = moveBuckets(buckets, { kind: "deposit_refund", amount: n });
        expect(refund.ok ? null : refund.problem).toBe(n <= deposited ? null : "above_deposited");
      }),
    );
  });

  it("return a refund to the buckets its debit came from, deposited money first", () => {
    const buckets = { deposited: 0, winnings: 0 };
    const back = moveBuckets(buckets, {
      kind: "return",
      amount: 600,
      taken: { deposited: 500, winnings: 200 },
    });
    expect(back).toEqual({
      ok: true,
      split: { deposited: 500, winnings: 100 },
      buckets: { deposited: 500, winnings: 100 },
    });
    expect(
      moveBuckets(buckets, { kind: "return", amount: 701, taken: { deposited: 500, winnings: 200 } }),
    ).toEqual({
      ok: false,
      problem: "above_taken",
    });
  });

  it("take only whole positive cents", () => {
    for (const bad of [0, -1, 1.5, Number.NaN])
      expect(() => moveBuckets({ deposited: 0, winnings: 0 }, { kind: "deposit", amount: bad })).toThrow();
  });
});

describe("opening buckets of a wallet kept before buckets", () => {
  it("count the balance as deposited, but winnings up to the prizes less what was withdrawn", () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), fc.nat(1_000_000), (balance, prizes, withdrawn) => {
        const b = openingBuckets({ balance, prizes, withdrawn });
        expect(b.deposited).toBeGreaterThanOrEqual(0);
        expect(b.winnings).toBeGreaterThanOrEqual(0);
        expect(bucketsBalance(b)).toBe(balance);
        expect(b.winnings).toBe(Math.min(balance, Math.max(0, prizes - withdrawn)));
      }),
    );
    expect(openingBuckets({ balance: 5000, prizes: 0, withdrawn: 0 })).toEqual({
      deposited: 5000,
      winnings: 0,
    });
  });
});

describe("closure refunds", () => {
  it("empty the deposited money from the newest deposit back, never more than a deposit's refundable", () => {
    const deposits = fc.array(fc.record({ id: fc.uuid(), refundable: fc.nat(50_000) }), { maxLength: 12 });
    fc.assert(
      fc.property(fc.nat(200_000), deposits, (deposited, newestFirst) => {
        const refunds = closureRefunds(deposited, newestFirst);
        const total = refunds.reduce((sum, r) => sum + r.amount, 0);
        const refundable = newestFirst.reduce((sum, d) => sum + d.refundable, 0);
        expect(total).toBe(Math.min(deposited, refundable));
        for (const r of refunds) expect(r.amount).toBeGreaterThan(0);
        // Newest first: every deposit before the last one refunded gives all it has.
        const last = refunds.at(-1);
        const lastIndex = last ? newestFirst.findIndex((d) => d.id === last.id) : -1;
        for (const d of newestFirst.slice(0, Math.max(0, lastIndex)))
          expect(refunds.find((r) => r.id === d.id)?.amount ?? 0).toBe(d.refundable);
      }),
    );
    expect(
      closureRefunds(700, [
        { id: "b", refundable: 500 },
        { id: "a", refundable: 1000 },
      ]),
    ).toEqual([
      { id: "b", amount: 500 },
      { id: "a", amount: 200 },
    ]);
  });
});

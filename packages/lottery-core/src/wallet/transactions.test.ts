import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  describeTransaction,
  drawsText,
  monthlyStatement,
  type StatementEntry,
  TRANSACTION_TYPES,
  transactionTypeOf,
} from "./transactions";

describe("transaction types", () => {
  it("tells a claim payment from a prize credited at settlement", () => {
    expect(transactionTypeOf("winning", "claim:T1")).toBe("claim");
    expect(transactionTypeOf("winning", "win:5127:4653")).toBe("prize");
    expect(transactionTypeOf("withdrawal", "withdrawal:W1")).toBe("withdrawal");
    expect(transactionTypeOf("something-else", "x")).toBe("adjustment");
    expect(transactionTypeOf("deposit_refund", "deposit-refund:R1")).toBe("deposit_refund");
  });
});

describe("descriptions", () => {
  it("name the game and draws of purchases and prizes", () => {
    expect(drawsText([4655, 4653, 4654])).toBe("draws 4653–4655");
    expect(drawsText([1, 3])).toBe("draws 1, 3");
    expect(
      describeTransaction({
        type: "purchase",
        games: [
          { name: "Saturday Lotto", draws: [4653] },
          { name: "Powerball", draws: [1489, 1490] },
        ],
      }),
    ).toBe("Tickets: Saturday Lotto draw 4653; Powerball draws 1489–1490");
    expect(describeTransaction({ type: "prize", games: [{ name: "Saturday Lotto", draws: [4653] }] })).toBe(
      "Prize: Saturday Lotto draw 4653",
    );
    expect(describeTransaction({ type: "deposit", method: "card" })).toBe("Deposit by card");
    expect(
      describeTransaction({ type: "withdrawal", bank: "086-420 •••678", withdrawalStatus: "pending" }),
    ).toBe("Withdrawal to 086-420 •••678 (pending)");
    expect(
      describeTransaction({ type: "withdrawal", bank: "086-420 •••678", withdrawalStatus: "held" }),
    ).toBe("Withdrawal to 086-420 •••678 (held for review)");
    expect(describeTransaction({ type: "deposit_refund" })).toBe("Refund of deposit");
    expect(describeTransaction({ type: "reversal", reason: "Account closed" })).toBe(
      "Withdrawal rejected, credited back: Account closed",
    );
  });
});

const entry: fc.Arbitrary<StatementEntry> = fc
  .record({ type: fc.constantFrom(...TRANSACTION_TYPES), amount: fc.integer({ min: 1, max: 1_000_000 }) })
  .chain(({ type, amount }): fc.Arbitrary<StatementEntry> => {
    const debit = type === "purchase" || type === "withdrawal" || type === "deposit_refund";
    const signed = debit ? -amount : type === "adjustment" ? amount * (amount % 2 ? 1 : -1) : amount;
    if (type !== "purchase" && type !== "refund")
      return fc.constant<StatementEntry>({ type, amount: signed });
    return fc
      .array(fc.constantFrom("Saturday Lotto", "Powerball", "Cash 3"), { minLength: 1, maxLength: 3 })
      .map((names) => {
        const share = Math.trunc(signed / names.length);
        const games = names.map((name, i) => ({
          name,
          amount: i === 0 ? signed - share * (names.length - 1) : share,
        }));
        return { type, amount: signed, games };
      });
  });

describe("monthly statement", () => {
  it("reconciles to the cent: closing = opening + every entry = opening + each section", () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.array(entry, { maxLength: 40 }), (opening, entries) => {
        const s = monthlyStatement(opening, entries);
        const total = entries.reduce((sum, e) => sum + e.amount, 0);
        expect(s.closingBalance).toBe(opening + total);
        expect(s.openingBalance + s.deposits - s.spend + s.prizes - s.withdrawals + s.adjustments).toBe(
          s.closingBalance,
        );
        expect(s.spendByGame.reduce((sum, g) => sum + g.amount, 0)).toBe(s.spend);
        expect(s.netResult).toBe(s.prizes - s.spend);
      }),
    );
  });

  it("splits spend by game, refunds taken off, withdrawals net of those credited back", () => {
    const s = monthlyStatement(1000, [
      { type: "deposit", amount: 5000 },
      { type: "purchase", amount: -1200, games: [{ name: "Powerball", amount: -1200 }] },
      { type: "purchase", amount: -700, games: [{ name: "Saturday Lotto", amount: -700 }] },
      { type: "refund", amount: 200, games: [{ name: "Powerball", amount: 200 }] },
      { type: "prize", amount: 3000 },
      { type: "withdrawal", amount: -2000 },
      { type: "reversal", amount: 2000 },
      { type: "withdrawal", amount: -1500 },
    ]);
    expect(s).toEqual({
      openingBalance: 1000,
      deposits: 5000,
      spendByGame: [
        { name: "Powerball", amount: 1000 },
        { name: "Saturday Lotto", amount: 700 },
      ],
      spend: 1700,
      prizes: 3000,
      withdrawals: 1500,
      adjustments: 0,
      netResult: 1300,
      closingBalance: 5800,
    });
  });
});

describe("monthly statement with parts missing", () => {
  it("counts what no game accounts for as Other, so it still reconciles", () => {
    const s = monthlyStatement(0, [
      { type: "deposit", amount: 1000 },
      { type: "purchase", amount: -600, games: [{ name: "Powerball", amount: -400 }] },
      { type: "purchase", amount: -100 },
    ]);
    expect(s.spendByGame).toEqual([
      { name: "Powerball", amount: 400 },
      { name: "Other", amount: 300 },
    ]);
    expect(s.closingBalance).toBe(300);
  });
});

import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  ABA_MAX_AMOUNT,
  AbaError,
  type AbaOriginator,
  type AbaPayment,
  abaFile,
  becsText,
} from "../../src/wallet/aba-file";
import { parseAba } from "../wallet/aba-parse";

// An ABA (Cemtex) direct-entry file read back by a parser of its own (test/wallet/aba-parse.ts): the
// file's payments and totals must be exactly what was written.

const ORIGINATOR: AbaOriginator = {
  bank: "WBC",
  userName: "Play Online Pty Ltd",
  userId: "123456",
  description: "WITHDRAWALS",
  bsb: "032000",
  accountNumber: "998877",
  remitter: "PLAY ONLINE",
};
const DAY = Temporal.PlainDate.from("2026-11-28");

const payment = (over: Partial<AbaPayment> = {}): AbaPayment => ({
  bsb: "086-420",
  accountNumber: "12345678",
  accountName: "Demo Player",
  amount: 2_500,
  reference: "W0123456789abcdef0",
  ...over,
});

describe("ABA file (wallet/aba-file.ts)", () => {
  it("writes the descriptive, detail and total records a bank reads back to the same payments", () => {
    const payments = [payment(), payment({ bsb: "062000", accountNumber: "987654321", amount: 123_456 })];
    const parsed = parseAba(abaFile(ORIGINATOR, payments, DAY));
    expect(parsed.header).toEqual({
      reel: "01",
      bank: "WBC",
      userName: "Play Online Pty Ltd",
      userId: "123456",
      description: "WITHDRAWALS",
      date: "281126",
    });
    expect(parsed.payments).toEqual([
      {
        bsb: "086-420",
        accountNumber: "12345678",
        amount: 2_500,
        accountName: "Demo Player",
        reference: "W0123456789abcdef0",
        traceBsb: "032-000",
        traceAccount: "998877",
        remitter: "PLAY ONLINE",
      },
      expect.objectContaining({ bsb: "062-000", accountNumber: "987654321", amount: 123_456 }),
    ]);
    expect(parsed.total).toEqual({ bsb: "999-999", net: 125_956, credit: 125_956, debit: 0, count: 2 });
  });

  it("parses back any batch to the same payments, total and count (property)", () => {
    const name = fc.stringMatching(/^[A-Za-z][A-Za-z '.&-]{0,31}$/).filter((s) => s.trim().length > 0);
    const arbitraryPayment = fc.record({
      bsb: fc.stringMatching(/^\d{3}-?\d{3}$/),
      accountNumber: fc.stringMatching(/^\d{6,9}$/),
      accountName: name,
      amount: fc.integer({ min: 1, max: 100_000_000 }),
      reference: fc.stringMatching(/^W[0-9a-f]{17}$/),
    });
    fc.assert(
      fc.property(fc.array(arbitraryPayment, { minLength: 1, maxLength: 30 }), (payments) => {
        const parsed = parseAba(abaFile(ORIGINATOR, payments, DAY));
        expect(parsed.payments.map((p) => p.amount)).toEqual(payments.map((p) => p.amount));
        expect(parsed.payments.map((p) => p.bsb.replace("-", ""))).toEqual(
          payments.map((p) => p.bsb.replace("-", "")),
        );
        expect(parsed.payments.map((p) => p.accountNumber)).toEqual(payments.map((p) => p.accountNumber));
        expect(parsed.payments.map((p) => p.accountName)).toEqual(
          payments.map((p) => becsText(p.accountName)),
        );
        const sum = payments.reduce((total, p) => total + p.amount, 0);
        expect(parsed.total).toMatchObject({ net: sum, credit: sum, debit: 0, count: payments.length });
      }),
    );
  });

  it("writes names in the bank's character set: accents dropped, anything else a space, cut at 32", () => {
    const [written] = parseAba(
      abaFile(ORIGINATOR, [payment({ accountName: "José Ñúñez-O'Brien & Søn 李 Holdings Pty Ltd" })], DAY),
    ).payments;
    expect(written?.accountName).toBe("Jose Nunez-O'Brien & S n Holding");
    expect(becsText("A\u0000B\r\nC")).toBe("A B C");
  });

  it("refuses what a bank would refuse, naming the payment, and writes nothing", () => {
    const refusal = (payments: AbaPayment[], originator = ORIGINATOR) => {
      try {
        abaFile(originator, payments, DAY);
      } catch (error) {
        expect(error).toBeInstanceOf(AbaError);
        return (error as Error).message;
      }
      throw new Error("written");
    };
    expect(refusal([])).toBe("a file needs at least one payment.");
    expect(refusal([payment(), payment({ bsb: "12-345" })])).toBe(
      'payment 2: BSB must be 6 digits (got "12-345").',
    );
    expect(refusal([payment({ accountNumber: "12345" })])).toBe(
      "payment 1: account number must be 6 to 9 digits.",
    );
    expect(refusal([payment({ amount: 0 })])).toBe("payment 1: amount must be above 0.");
    expect(refusal([payment({ amount: 12.5 })])).toMatch(/^payment 1: amount must be whole cents/);
    expect(refusal([payment({ amount: ABA_MAX_AMOUNT + 1 })])).toMatch(
      /^payment 1: amount must be whole cents/,
    );
    expect(refusal([payment({ amount: ABA_MAX_AMOUNT }), payment({ amount: 1 })])).toMatch(
      /^file total: amount/,
    );
    expect(refusal([payment({ accountName: "李" })])).toBe("payment 1: account name must not be empty.");
    expect(refusal([payment()], { ...ORIGINATOR, userId: "12345" })).toMatch(/^user id/);
    expect(refusal([payment()], { ...ORIGINATOR, bank: "wbc" })).toMatch(/^bank/);
  });
});

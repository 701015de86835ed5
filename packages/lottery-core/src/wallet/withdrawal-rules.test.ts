import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ACCOUNT_NAME_MAX,
  BANK_ACCOUNT_TEXT,
  checkBankAccount,
  formatBsb,
  maskAccountNumber,
  normaliseAccountName,
  normaliseAccountNumber,
  normaliseBsb,
  WITHDRAWAL_MINIMUM,
  withdrawalProblem,
  withdrawalProblemText,
} from "./withdrawal-rules";

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(""));

describe("withdrawable balance and amount", () => {
  it("accepts exactly the amounts from $10 up to the withdrawable balance", () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (amount, withdrawable) => {
        const problem = withdrawalProblem(amount, withdrawable);
        const ok = amount >= WITHDRAWAL_MINIMUM && amount <= withdrawable;
        expect(problem === null).toBe(ok);
        if (amount < WITHDRAWAL_MINIMUM) expect(problem).toBe("below_minimum");
        else if (amount > withdrawable) expect(problem).toBe("above_withdrawable");
      }),
    );
  });

  it("words each refusal with dollars", () => {
    expect(withdrawalProblemText("below_minimum", 0)).toBe("The minimum withdrawal is $10.00.");
    expect(withdrawalProblemText("above_withdrawable", 123_456)).toBe(
      "You can withdraw up to $1,234.56 of winnings.",
    );
  });
});

describe("bank account", () => {
  it("takes a BSB of 6 digits with or without its separator, and nothing else", () => {
    fc.assert(
      fc.property(digits(6, 6), fc.constantFrom("", "-", " "), (bsb, sep) => {
        expect(normaliseBsb(`${bsb.slice(0, 3)}${sep}${bsb.slice(3)}`)).toBe(bsb);
        expect(formatBsb(bsb)).toBe(`${bsb.slice(0, 3)}-${bsb.slice(3)}`);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const bsb = normaliseBsb(text);
        if (bsb !== null) expect(bsb).toMatch(/^\d{6}$/);
      }),
    );
    for (const bad of ["12345", "1234567", "12a456", "123--456", ""]) expect(normaliseBsb(bad)).toBeNull();
  });

  it("takes an account number of 6 to 9 digits", () => {
    fc.assert(
      fc.property(digits(0, 12), (n) => {
        expect(normaliseAccountNumber(n) !== null).toBe(n.length >= 6 && n.length <= 9);
      }),
    );
    expect(normaliseAccountNumber("1234 5678")).toBe("12345678");
  });

  it("takes a name of letters up to the bank file's width, trimmed", () => {
    expect(normaliseAccountName("  Jo   O'Brien-Smith ")).toBe("Jo O'Brien-Smith");
    expect(normaliseAccountName("")).toBeNull();
    expect(normaliseAccountName("1234")).toBeNull();
    expect(normaliseAccountName("A".repeat(ACCOUNT_NAME_MAX + 1))).toBeNull();
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const name = normaliseAccountName(text);
        if (name !== null) {
          expect(name.length).toBeGreaterThan(0);
          expect(name.length).toBeLessThanOrEqual(ACCOUNT_NAME_MAX);
          expect(name).toBe(name.trim());
        }
      }),
    );
  });

  it("reports every bad field at once", () => {
    expect(checkBankAccount({ bsb: "1", accountNumber: "2", accountName: " " })).toEqual({
      ok: false,
      problems: {
        bsb: BANK_ACCOUNT_TEXT.bsb,
        accountNumber: BANK_ACCOUNT_TEXT.accountNumber,
        accountName: BANK_ACCOUNT_TEXT.accountName,
      },
    });
    expect(checkBankAccount({ bsb: "086 420", accountNumber: "12345678", accountName: "Jo" })).toEqual({
      ok: true,
      account: { bsb: "086420", accountNumber: "12345678", accountName: "Jo" },
    });
  });

  it("masks all but the last three digits", () => {
    expect(maskAccountNumber("12345678")).toBe("•••••678");
  });
});

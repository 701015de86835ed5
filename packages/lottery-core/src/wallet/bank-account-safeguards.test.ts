import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  accountNameMatches,
  BANK_ACCOUNT_SAFEGUARD_TEXT,
  bankAccountChangedEmail,
  isWaiting,
  perthTimeText,
  withdrawableFrom,
  withdrawalRequestedEmail,
} from "./bank-account-safeguards";

const instant = fc
  .integer({ min: 1_600_000_000_000, max: 2_200_000_000_000 })
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));

describe("the 24 hour wait of a new bank account", () => {
  it("waits exactly 24 hours from the change, never a millisecond less or more", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -100_000_000, max: 200_000_000 }), (changed, offsetMs) => {
        const now = changed.add({ milliseconds: offsetMs });
        expect(isWaiting(withdrawableFrom(changed), now)).toBe(offsetMs < 24 * 3_600_000);
      }),
    );
  });

  it("writes the time in Perth (UTC+8, no daylight saving), 12-hour clock", () => {
    expect(perthTimeText(Temporal.Instant.from("2026-11-28T23:05:00Z"))).toBe(
      "7:05 am Sun 29 Nov 2026 (Perth time)",
    );
    expect(perthTimeText(Temporal.Instant.from("2026-01-01T04:00:00Z"))).toBe(
      "12:00 pm Thu 1 Jan 2026 (Perth time)",
    );
    expect(perthTimeText(Temporal.Instant.from("2026-06-30T16:30:00Z"))).toBe(
      "12:30 am Wed 1 Jul 2026 (Perth time)",
    );
  });

  it("says when the account can receive a withdrawal", () => {
    const from = Temporal.Instant.from("2026-11-29T10:00:00Z");
    expect(BANK_ACCOUNT_SAFEGUARD_TEXT.waiting(from)).toContain("from 6:00 pm Sun 29 Nov 2026 (Perth time).");
  });
});

describe("the name on the bank account", () => {
  const word = fc.stringMatching(/^[A-Za-z][A-Za-z'-]{0,11}$/);
  const space = fc.stringMatching(/^[ \t]{1,3}$/);
  const flipCase = (text: string, mask: boolean[]) =>
    [...text].map((c, i) => (mask[i % mask.length] ? c.toUpperCase() : c.toLowerCase())).join("");

  it("matches the player's first and last name whatever the case and spacing", () => {
    fc.assert(
      fc.property(
        word,
        word,
        space,
        space,
        space,
        fc.array(fc.boolean(), { minLength: 1 }),
        (first, last, lead, middle, tail, mask) => {
          const typed = flipCase(`${lead}${first}${middle}${last}${tail}`, mask);
          expect(accountNameMatches(typed, first, last)).toBe(true);
        },
      ),
    );
  });

  it("does not match another name", () => {
    fc.assert(
      fc.property(word, word, word, (first, last, other) => {
        fc.pre(other.toLowerCase() !== last.toLowerCase());
        expect(accountNameMatches(`${first} ${other}`, first, last)).toBe(false);
      }),
    );
    expect(accountNameMatches("Not The Player", "Jo", "Citizen")).toBe(false);
    expect(accountNameMatches("JoCitizen", "Jo", "Citizen")).toBe(false);
    expect(accountNameMatches("Citizen Jo", "Jo", "Citizen")).toBe(false);
  });
});

describe("the safeguard emails", () => {
  const at = Temporal.Instant.from("2026-11-28T02:00:00Z");
  it("tell the player the account changed, masked, when, and how to report it", () => {
    const mail = bankAccountChangedEmail({
      firstname: "Jo",
      account: "086-420 •••••678",
      changedAt: at,
      withdrawableFrom: withdrawableFrom(at),
    });
    expect(mail.body).toContain("changed at 10:00 am Sat 28 Nov 2026 (Perth time) to 086-420 •••••678.");
    expect(mail.body).toContain("possible from 10:00 am Sun 29 Nov 2026 (Perth time).");
    expect(mail.body).toContain(BANK_ACCOUNT_SAFEGUARD_TEXT.report);
    expect(mail.body).not.toMatch(/12345678/);
  });

  it("confirm each withdrawal with its amount, masked account and status", () => {
    const pending = withdrawalRequestedEmail({
      firstname: "Jo",
      amount: 123_456,
      account: "086-420 •••••678",
      status: "pending",
      requestedAt: at,
    });
    expect(pending.subject).toBe("Withdrawal request: $1,234.56");
    expect(pending.body).toContain("to withdraw $1,234.56 to the bank account 086-420 •••••678.");
    expect(pending.body).toContain("Status: pending");
    const held = withdrawalRequestedEmail({
      ...{ firstname: "Jo", account: "x" },
      amount: 1000,
      status: "held",
      requestedAt: at,
    });
    expect(held.body).toContain(BANK_ACCOUNT_SAFEGUARD_TEXT.held.name_mismatch);
  });
});

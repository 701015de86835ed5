/**
 * What keeps a stolen session from moving a player's money out (docs/decisions.md "Bank account
 * changes"): a new or changed bank account waits a day before it can receive a withdrawal, and a
 * withdrawal to an account in another name waits for the operator.
 */
import { Temporal } from "temporal-polyfill";
import type { Cents } from "../model/entities";
import { PERTH } from "../schedule/draw-calendar";
import { dollarsText } from "./dollars";

/** How long a bank account added or changed waits before a withdrawal can go to it. */
export const BANK_ACCOUNT_WAIT = Temporal.Duration.from({ hours: 24 });

/** The first instant an account saved at `changedAt` can receive a withdrawal. */
export const withdrawableFrom = (changedAt: Temporal.Instant): Temporal.Instant =>
  changedAt.add(BANK_ACCOUNT_WAIT);

/** True while an account that can receive withdrawals from `from` must still wait at `now`. */
export const isWaiting = (from: Temporal.Instant, now: Temporal.Instant): boolean =>
  Temporal.Instant.compare(now, from) < 0;

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * An instant as a Perth wall-clock time, written out the same everywhere (server, email, web).
 * @example perthTimeText(Temporal.Instant.from("2026-11-28T23:05:00Z")) // "7:05 am Sun 29 Nov 2026 (Perth time)"
 */
export function perthTimeText(at: Temporal.Instant): string {
  const t = at.toZonedDateTimeISO(PERTH);
  const hour = t.hour % 12 === 0 ? 12 : t.hour % 12;
  const minute = String(t.minute).padStart(2, "0");
  const half = t.hour < 12 ? "am" : "pm";
  const day = `${WEEKDAYS[t.dayOfWeek - 1]} ${t.day} ${MONTHS[t.month - 1]} ${t.year}`;
  return `${hour}:${minute} ${half} ${day} (Perth time)`;
}

/** A name compared case and spacing aside: trimmed, runs of spaces as one, lower case. */
const comparable = (name: string) => name.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();

/**
 * True when the name on the bank account is the player's first and last name, case and spacing aside.
 * @example accountNameMatches("  jo   CITIZEN ", "Jo", "Citizen") // true
 */
export function accountNameMatches(accountName: string, firstname: string, lastname: string): boolean {
  return comparable(accountName) === comparable(`${firstname} ${lastname}`);
}

/** Why a withdrawal waits for the operator before it is paid. */
export const WITHDRAWAL_HOLDS = ["name_mismatch"] as const;
export type WithdrawalHold = (typeof WITHDRAWAL_HOLDS)[number];

/** The texts of these safeguards, as the player and the operator read them. */
export const BANK_ACCOUNT_SAFEGUARD_TEXT = {
  /** The refusal of a withdrawal to an account saved less than a day ago. */
  waiting: (from: Temporal.Instant) =>
    `A bank account added or changed in the last 24 hours cannot receive a withdrawal yet. You can withdraw to it from ${perthTimeText(from)}.`,
  /** Beside the saved account while it waits. */
  waitingShort: (from: Temporal.Instant) =>
    `Withdrawals to this account are possible from ${perthTimeText(from)}.`,
  passwordHint: "For your security, enter your password to save a bank account.",
  keyReused: "This Idempotency-Key was already used for a different withdrawal.",
  held: {
    name_mismatch:
      "Held: the name on the bank account does not match your name. We check it before paying, or return the money to your wallet.",
  } satisfies Record<WithdrawalHold, string>,
  /** The withdrawal confirmation on the page. */
  emailed: "We have emailed you a confirmation of this withdrawal request.",
  /** How a player reports a change or withdrawal they did not make (emails). */
  report:
    "If this was not you, change your password now and contact customer services straight away: reply to this email or request a callback in the app.",
} as const;

/** An email: its subject and plain-text body. */
export interface SafeguardEmail {
  subject: string;
  body: string;
}

/**
 * The email after the bank account was added or changed: the account masked, when, from when it can
 * receive a withdrawal, and how to report a change the player did not make.
 */
export function bankAccountChangedEmail(input: {
  firstname: string;
  /** "086-420 •••••678" */
  account: string;
  changedAt: Temporal.Instant;
  withdrawableFrom: Temporal.Instant;
}): SafeguardEmail {
  return {
    subject: "Your bank account for withdrawals was changed",
    body: [
      `Hi ${input.firstname},`,
      "",
      `The bank account your withdrawals are paid to was changed at ${perthTimeText(input.changedAt)} to ${input.account}.`,
      `Withdrawals to it are possible from ${perthTimeText(input.withdrawableFrom)}.`,
      "",
      BANK_ACCOUNT_SAFEGUARD_TEXT.report,
      "",
    ].join("\n"),
  };
}

/** What a withdrawal's status means in its email. */
const STATUS_LINE = {
  pending: "Status: pending until it is paid to your bank account; you can cancel it in the app until then.",
  held: `Status: held for review. ${BANK_ACCOUNT_SAFEGUARD_TEXT.held.name_mismatch}`,
} as const;

/** The email confirming a withdrawal request: amount, masked account and status. */
export function withdrawalRequestedEmail(input: {
  firstname: string;
  amount: Cents;
  /** "086-420 •••••678" */
  account: string;
  status: keyof typeof STATUS_LINE;
  requestedAt: Temporal.Instant;
}): SafeguardEmail {
  return {
    subject: `Withdrawal request: ${dollarsText(input.amount)}`,
    body: [
      `Hi ${input.firstname},`,
      "",
      `We received your request at ${perthTimeText(input.requestedAt)} to withdraw ${dollarsText(input.amount)} to the bank account ${input.account}.`,
      STATUS_LINE[input.status],
      "",
      BANK_ACCOUNT_SAFEGUARD_TEXT.report,
      "",
    ].join("\n"),
  };
}

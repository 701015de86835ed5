/**
 * An ABA (Cemtex) direct-entry file, as Australian banks take a batch of credits (docs/operations.md
 * "Paying withdrawals"): a descriptive record (type 0), one detail record (type 1) per payment and a
 * file total record (type 7), each exactly 120 characters, lines ended by CR LF. Every value is
 * checked before a line is written: a file the bank would refuse is never made.
 */
import { normaliseAccountNumber, normaliseBsb } from "@lotto/core";

/** The paying account and the bank's user details of the descriptive record. */
export interface AbaOriginator {
  /** The bank's three-letter abbreviation, e.g. "CBA". */
  bank: string;
  /** The user's name as the bank preferred it (26 characters at most). */
  userName: string;
  /** The APCA (direct-entry) user id the bank issued: 6 digits. */
  userId: string;
  /** What the entries are, 12 characters at most (e.g. "WITHDRAWALS"). */
  description: string;
  /** The trace account: the shop's own, where the bank returns a payment it cannot make. */
  bsb: string;
  accountNumber: string;
  /** Remitter name on the payee's statement, 16 characters at most. */
  remitter: string;
}

/** One credit to a payee. */
export interface AbaPayment {
  bsb: string;
  accountNumber: string;
  accountName: string;
  /** Whole cents, above 0. */
  amount: number;
  /** The lodgement reference on the payee's statement (18 characters at most). */
  reference: string;
}

/** Cents a 10-digit amount field holds at most. */
export const ABA_MAX_AMOUNT = 9_999_999_999;
/** Every record's length. */
export const ABA_LINE_LENGTH = 120;
/** Detail records a file holds at most (the total record's 6-digit count). */
export const ABA_MAX_PAYMENTS = 999_999;
/** Credit to a savings or cheque account: the only transaction code this shop writes. */
export const ABA_CREDIT = "50";

/** Why a file could not be written; names the field and the value's owner. */
export class AbaError extends Error {}

/**
 * Text in the BECS character set: accents dropped ("José" → "Jose"), anything else outside
 * letters, digits, space and & ' ( ) * + , - . / becomes a space.
 */
export function becsText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9 &'()*+,\-./]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const left = (text: string, width: number) => text.slice(0, width).padEnd(width, " ");
const right = (text: string, width: number, fill: string) => text.padStart(width, fill);
const blank = (width: number) => " ".repeat(width);

function bsbField(bsb: string, what: string): string {
  const digits = normaliseBsb(bsb);
  if (!digits) throw new AbaError(`${what}: BSB must be 6 digits (got "${bsb}").`);
  return `${digits.slice(0, 3)}-${digits.slice(3)}`;
}

function accountField(account: string, what: string): string {
  const digits = normaliseAccountNumber(account);
  if (!digits) throw new AbaError(`${what}: account number must be 6 to 9 digits.`);
  return right(digits, 9, " ");
}

function amountField(cents: number, what: string): string {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > ABA_MAX_AMOUNT)
    throw new AbaError(`${what}: amount must be whole cents from 0 to ${ABA_MAX_AMOUNT}.`);
  return right(String(cents), 10, "0");
}

function textField(text: string, width: number, what: string): string {
  const clean = becsText(text);
  if (clean.length === 0) throw new AbaError(`${what} must not be empty.`);
  return left(clean, width);
}

/** DDMMYY of a plain date. */
const abaDate = (date: { day: number; month: number; year: number }) =>
  [date.day, date.month, date.year % 100].map((n) => String(n).padStart(2, "0")).join("");

function descriptive(originator: AbaOriginator, processing: { day: number; month: number; year: number }) {
  if (!/^[A-Z]{3}$/.test(originator.bank)) throw new AbaError("bank must be 3 capital letters, e.g. CBA.");
  if (!/^\d{6}$/.test(originator.userId)) throw new AbaError("user id must be the 6 digits the bank issued.");
  return [
    "0",
    blank(17),
    "01",
    originator.bank,
    blank(7),
    textField(originator.userName, 26, "user name"),
    originator.userId,
    textField(originator.description, 12, "description"),
    abaDate(processing),
    blank(40),
  ].join("");
}

function detail(payment: AbaPayment, originator: AbaOriginator, index: number): string {
  const what = `payment ${index + 1}`;
  if (payment.amount <= 0) throw new AbaError(`${what}: amount must be above 0.`);
  return [
    "1",
    bsbField(payment.bsb, what),
    accountField(payment.accountNumber, what),
    " ",
    ABA_CREDIT,
    amountField(payment.amount, what),
    textField(payment.accountName, 32, `${what}: account name`),
    textField(payment.reference, 18, `${what}: reference`),
    bsbField(originator.bsb, "trace account"),
    accountField(originator.accountNumber, "trace account"),
    textField(originator.remitter, 16, "remitter"),
    "0".repeat(8),
  ].join("");
}

function total(payments: readonly AbaPayment[]): string {
  const sum = payments.reduce((acc, p) => acc + p.amount, 0);
  const field = amountField(sum, "file total");
  return [
    "7",
    "999-999",
    blank(12),
    field,
    field,
    "0".repeat(10),
    blank(24),
    right(String(payments.length), 6, "0"),
    blank(40),
  ].join("");
}

/**
 * The file for `payments` (in order), processed on `processing`; throws {@link AbaError} naming the
 * first value a bank would refuse.
 * @example abaFile(originator, [{ bsb: "086-420", accountNumber: "12345678", accountName: "Jo Citizen", amount: 2500, reference: "W1" }], Temporal.PlainDate.from("2026-11-28"))
 */
export function abaFile(
  originator: AbaOriginator,
  payments: readonly AbaPayment[],
  processing: { day: number; month: number; year: number },
): string {
  if (payments.length === 0) throw new AbaError("a file needs at least one payment.");
  if (payments.length > ABA_MAX_PAYMENTS)
    throw new AbaError(`a file holds at most ${ABA_MAX_PAYMENTS} payments.`);
  const lines = [
    descriptive(originator, processing),
    ...payments.map((payment, i) => detail(payment, originator, i)),
    total(payments),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

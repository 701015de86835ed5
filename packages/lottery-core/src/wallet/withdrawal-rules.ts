import type { Cents } from "../model/entities";
import { dollarsText } from "./dollars";

/** The smallest withdrawal, in cents ($10; docs/decisions.md "Withdrawals"). */
export const WITHDRAWAL_MINIMUM: Cents = 1000;

/** Why a withdrawal amount is refused (what is withdrawable: `withdrawableWinnings` in buckets.ts). */
export type WithdrawalProblem = "below_minimum" | "above_withdrawable";

/**
 * The first problem with withdrawing `amount` cents when `withdrawable` is available, or null.
 * @example withdrawalProblem(900, 5000) // "below_minimum"
 */
export function withdrawalProblem(amount: Cents, withdrawable: Cents): WithdrawalProblem | null {
  if (amount < WITHDRAWAL_MINIMUM) return "below_minimum";
  if (amount > withdrawable) return "above_withdrawable";
  return null;
}

/**
 * The sentence a player sees for a refused amount.
 * @example withdrawalProblemText("above_withdrawable", 2550) // "You can withdraw up to $25.50 of winnings."
 */
export function withdrawalProblemText(problem: WithdrawalProblem, withdrawable: Cents): string {
  return problem === "below_minimum"
    ? `The minimum withdrawal is ${dollarsText(WITHDRAWAL_MINIMUM)}.`
    : `You can withdraw up to ${dollarsText(withdrawable)} of winnings.`;
}

/** Texts of withdrawal states the player sees. */
export const WITHDRAWAL_TEXT = {
  noBankAccount: "Add a bank account before you withdraw.",
  notPending: "This withdrawal is no longer pending.",
  inProgress:
    "A withdrawal with this Idempotency-Key is still being processed. Please check your balance shortly.",
  rejected: (reason: string) => `Rejected: ${reason}`,
  withdrawable:
    "Only winnings can be withdrawn: deposited money is for play, and is refunded to the card or PayPal account it came from if you close your account. A pending withdrawal is already taken off your winnings.",
  requested:
    "Your withdrawal is pending until it is paid to your bank account. You can cancel it until then.",
} as const;

/** A BSB as the player types it ("086-420", "086 420") without its separator; null unless 6 digits. */
export function normaliseBsb(text: string): string | null {
  const digits = text.trim().replace(/^(\d{3})[-\s]?(\d{3})$/, "$1$2");
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** A BSB as banks print it: "086-420". */
export const formatBsb = (bsb: string) => `${bsb.slice(0, 3)}-${bsb.slice(3)}`;

/** An Australian account number: 6 to 9 digits (spaces allowed while typing); null otherwise. */
export function normaliseAccountNumber(text: string): string | null {
  const digits = text.replace(/\s/g, "");
  return /^\d{6,9}$/.test(digits) ? digits : null;
}

/** The longest account name a bank file takes (the direct-entry account title field). */
export const ACCOUNT_NAME_MAX = 32;

/** The name on the account, trimmed: letters, spaces and ' - . & only, 1 to 32 characters; null otherwise. */
export function normaliseAccountName(text: string): string | null {
  const name = text.trim().replace(/\s+/g, " ");
  if (name.length === 0 || name.length > ACCOUNT_NAME_MAX) return null;
  return /^[\p{L}][\p{L} '.&-]*$/u.test(name) ? name : null;
}

/** What each bank-account field says when it does not pass. */
export const BANK_ACCOUNT_TEXT = {
  bsb: "BSB must be 6 digits.",
  accountNumber: "Account number must be 6 to 9 digits.",
  accountName: `Name on account must be 1 to ${ACCOUNT_NAME_MAX} letters, spaces or ' - . &.`,
} as const;

/** A bank account as typed. */
export interface BankAccountInput {
  bsb: string;
  accountNumber: string;
  accountName: string;
}

/** The bank account cleaned up, or each field's problem. */
export type BankAccountCheck =
  | { ok: true; account: BankAccountInput }
  | { ok: false; problems: Partial<Record<keyof BankAccountInput, string>> };

/**
 * Checks every field of a bank account at once.
 * @example checkBankAccount({ bsb: "086-420", accountNumber: "12345678", accountName: "Jo Citizen" }).ok // true
 */
export function checkBankAccount(input: BankAccountInput): BankAccountCheck {
  const bsb = normaliseBsb(input.bsb);
  const accountNumber = normaliseAccountNumber(input.accountNumber);
  const accountName = normaliseAccountName(input.accountName);
  if (bsb && accountNumber && accountName) return { ok: true, account: { bsb, accountNumber, accountName } };
  const problems: Partial<Record<keyof BankAccountInput, string>> = {};
  if (!bsb) problems.bsb = BANK_ACCOUNT_TEXT.bsb;
  if (!accountNumber) problems.accountNumber = BANK_ACCOUNT_TEXT.accountNumber;
  if (!accountName) problems.accountName = BANK_ACCOUNT_TEXT.accountName;
  return { ok: false, problems };
}

/** An account number shown with all but its last three digits hidden. */
export const maskAccountNumber = (n: string) => `${"•".repeat(Math.max(0, n.length - 3))}${n.slice(-3)}`;

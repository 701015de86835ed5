/** Bank account and withdrawals (docs/api.md "Withdrawals"); the rules are core's. */
import {
  BANK_ACCOUNT_TEXT,
  normaliseAccountName,
  normaliseAccountNumber,
  normaliseBsb,
  WITHDRAWAL_HOLDS,
} from "@lotto/core";
import * as v from "valibot";
import { AmountSchema, CentsSchema, PasswordInputSchema } from "./common";
import { requestString } from "./text";

/** A field checked and cleaned by a core normaliser (null means refused, with the field's text). */
const normalised = (normalise: (text: string) => string | null, message: string) =>
  v.pipe(
    requestString(message),
    v.maxLength(100, message),
    v.check((text) => normalise(text) !== null, message),
    v.transform((text) => normalise(text) as string),
  );

/** `PUT /user/bank-account`: where withdrawals are paid, confirmed by the player's password. */
export const BankAccountBodySchema = v.object({
  bsb: normalised(normaliseBsb, BANK_ACCOUNT_TEXT.bsb),
  account_number: normalised(normaliseAccountNumber, BANK_ACCOUNT_TEXT.accountNumber),
  account_name: normalised(normaliseAccountName, BANK_ACCOUNT_TEXT.accountName),
  password: PasswordInputSchema,
});
export type BankAccountBody = v.InferOutput<typeof BankAccountBodySchema>;

/** The saved account as shown back: the number masked to its last three digits. */
export const BankAccountSchema = v.object({
  bsb: v.string(),
  account_number_masked: v.string(),
  account_name: v.string(),
  /** When a withdrawal can first go to it (ISO instant): a day after it was added or changed. */
  withdrawable_from: v.string(),
});

/** `GET`/`PUT /user/bank-account`. */
export const BankAccountResponseSchema = v.object({ bank_account: v.nullable(BankAccountSchema) });

/**
 * Where a withdrawal stands: debited at once as pending (or held for the operator, see `hold`), then
 * paid, rejected or cancelled.
 */
export const WITHDRAWAL_STATUSES = ["pending", "held", "paid", "rejected", "cancelled"] as const;

/** One withdrawal. */
export const WithdrawalSchema = v.object({
  id: v.string(),
  amount: CentsSchema,
  status: v.picklist(WITHDRAWAL_STATUSES),
  /** "086-420 •••678" */
  bank_account: v.string(),
  requested_at: v.string(),
  decided_at: v.nullable(v.string()),
  /** Why the operator rejected it. */
  reason: v.nullable(v.string()),
  /** Why it was held for the operator before paying (kept once decided), or null. */
  hold: v.nullable(v.picklist(WITHDRAWAL_HOLDS)),
});
export type Withdrawal = v.InferOutput<typeof WithdrawalSchema>;

/** `GET /user/withdrawals`: what can be withdrawn now and the latest withdrawals, newest first. */
export const WithdrawalsSchema = v.object({
  current_balance: CentsSchema,
  withdrawable: CentsSchema,
  minimum: CentsSchema,
  bank_account: v.nullable(BankAccountSchema),
  withdrawals: v.array(WithdrawalSchema),
});
export type Withdrawals = v.InferOutput<typeof WithdrawalsSchema>;

/** `POST /user/withdrawals`: send an Idempotency-Key header so a retry never debits twice. */
export const WithdrawalBodySchema = v.object({ amount: AmountSchema });

/** A withdrawal just made or cancelled, and the balance after it. */
export const WithdrawalResultSchema = v.object({
  withdrawal: WithdrawalSchema,
  current_balance: CentsSchema,
});

/** Wire codes of refused withdrawals. */
export const WITHDRAWAL_CODES = {
  belowMinimum: "WITHDRAWAL_BELOW_MINIMUM",
  aboveWithdrawable: "WITHDRAWAL_ABOVE_WITHDRAWABLE",
  noBankAccount: "BANK_ACCOUNT_REQUIRED",
  notPending: "WITHDRAWAL_NOT_PENDING",
  inProgress: "WITHDRAWAL_IN_PROGRESS",
  /** The account was added or changed less than 24 hours ago (422). */
  accountWaiting: "BANK_ACCOUNT_WAITING",
  /** The Idempotency-Key was used for a withdrawal of another amount or account (409). */
  keyReused: "IDEMPOTENCY_KEY_REUSED",
} as const;

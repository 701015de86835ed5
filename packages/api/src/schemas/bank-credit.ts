import * as v from "valibot";
import { AmountSchema, CentsSchema, textSchemaOf } from "./common";
import { requestString } from "./text";
import { SELF_EXCLUDED_CODE } from "./user";

/** The channels money arrives through outside the card gateway and PayPal (R-STATES payment pages). */
export const BANK_CREDIT_CHANNELS = ["bpay", "bank_transfer"] as const;

/**
 * `POST /payments/bank-credit` (docs/api.md): the bank/BPAY adapter reports one incoming payment —
 * the player's reference as shown in their payment details, the amount in cents, and the bank's own
 * transaction id, which makes the call idempotent.
 */
export const BankCreditBodySchema = v.object({
  channel: v.picklist(BANK_CREDIT_CHANNELS, "channel must be bpay or bank_transfer."),
  reference: v.pipe(
    requestString("Reference is required."),
    v.trim(),
    v.regex(/^\d{10}$/, "Reference must be the player's 10-digit payment reference."),
  ),
  amount: AmountSchema,
  transaction_id: textSchemaOf("Transaction id", 100),
});
export type BankCreditBody = v.InferOutput<typeof BankCreditBodySchema>;

/** The credit: a new deposit, or the one this transaction id already made (`duplicate`). */
export const BankCreditResponseSchema = v.object({
  deposit_id: v.string(),
  amount: CentsSchema,
  duplicate: v.boolean(),
});
export type BankCreditResponse = v.InferOutput<typeof BankCreditResponseSchema>;

/** Refusal codes of the bank-credit call; on each the adapter returns the money to the sender. */
export const BANK_CREDIT_CODES = {
  unknownReference: "UNKNOWN_PAYMENT_REFERENCE",
  transactionConflict: "BANK_TRANSACTION_CONFLICT",
  selfExcluded: SELF_EXCLUDED_CODE,
} as const;

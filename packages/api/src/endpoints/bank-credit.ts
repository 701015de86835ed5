import { caller, defineEndpoint } from "../client/define-endpoint";
import { BankCreditBodySchema, BankCreditResponseSchema } from "../schemas/bank-credit";

/**
 * `POST /payments/bank-credit`: the contract of the bank/BPAY adapter's incoming-payment call. No
 * player token: the adapter sends the operator token in `X-Operator-Token` from the loopback address.
 */
export const bankCreditEndpoint = defineEndpoint({
  method: "POST",
  path: "/payments/bank-credit",
  auth: false,
  body: BankCreditBodySchema,
  response: BankCreditResponseSchema,
});

/** Credits an incoming BPAY or bank-transfer payment to the player with that reference. */
export const bankCredit = caller(bankCreditEndpoint);

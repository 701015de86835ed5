import { caller, defineEndpoint } from "../client/define-endpoint";
import { BankAccountBodySchema, BankAccountResponseSchema } from "../schemas/withdrawals";

/** `PUT /user/bank-account`: saves (or replaces) the account withdrawals are paid to. */
export const setBankAccountEndpoint = defineEndpoint({
  method: "PUT",
  path: "/user/bank-account",
  auth: true,
  body: BankAccountBodySchema,
  response: BankAccountResponseSchema,
});

/** Saves the bank account. */
export const setBankAccount = caller(setBankAccountEndpoint);

import { defineEndpoint } from "../client/define-endpoint";
import { BankAccountResponseSchema } from "../schemas/withdrawals";

/** `GET /user/bank-account`: where withdrawals are paid, or null. */
export const getBankAccountEndpoint = defineEndpoint({
  method: "GET",
  path: "/user/bank-account",
  auth: true,
  response: BankAccountResponseSchema,
});

import { caller, defineEndpoint } from "../client/define-endpoint";
import { WithdrawalBodySchema, WithdrawalResultSchema } from "../schemas/withdrawals";

/** `POST /user/withdrawals`: debits the amount at once as a pending withdrawal. */
export const createWithdrawalEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/withdrawals",
  auth: true,
  body: WithdrawalBodySchema,
  response: WithdrawalResultSchema,
});

/** Withdraws; pass `headers: { "Idempotency-Key": key }` so a retry never debits twice. */
export const createWithdrawal = caller(createWithdrawalEndpoint);

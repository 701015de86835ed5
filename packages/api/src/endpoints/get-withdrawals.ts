import { caller, defineEndpoint } from "../client/define-endpoint";
import { WithdrawalsSchema } from "../schemas/withdrawals";

/** `GET /user/withdrawals`: withdrawable balance, bank account and the latest withdrawals. */
export const getWithdrawalsEndpoint = defineEndpoint({
  method: "GET",
  path: "/user/withdrawals",
  auth: true,
  response: WithdrawalsSchema,
});

/** Fetches the withdrawal view. */
export const getWithdrawals = caller(getWithdrawalsEndpoint);

import * as v from "valibot";
import { caller, defineEndpoint } from "../client/define-endpoint";
import { requestString } from "../schemas/text";
import { WithdrawalResultSchema } from "../schemas/withdrawals";

/** `POST /user/withdrawals/{withdrawalId}/cancel`: a pending withdrawal is credited back. */
export const cancelWithdrawalEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/withdrawals/{withdrawalId}/cancel",
  auth: true,
  params: v.object({ withdrawalId: v.pipe(requestString(), v.maxLength(64)) }),
  response: WithdrawalResultSchema,
});

/** Cancels a pending withdrawal. */
export const cancelWithdrawal = caller(cancelWithdrawalEndpoint);

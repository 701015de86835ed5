import { caller, defineEndpoint } from "../client/define-endpoint";
import { LimitsSchema, SetLimitBodySchema } from "../schemas/wallet";

/** `POST /user/limits`: the contract both the client and the server use. */
export const setSpendLimitEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/limits",
  auth: true,
  body: SetLimitBodySchema,
  response: LimitsSchema,
});

/** Sets the player's weekly maximum: lowering is immediate, raising waits 7 days. */
export const setSpendLimit = caller(setSpendLimitEndpoint);

import { caller, defineEndpoint } from "../client/define-endpoint";
import { DepositLimitsSchema, SetDepositLimitBodySchema } from "../schemas/deposit-limits";

/** `GET /user/deposit-limits`: the player's deposit limit and what may be deposited now. */
export const getDepositLimitsEndpoint = defineEndpoint({
  method: "GET",
  path: "/user/deposit-limits",
  auth: true,
  response: DepositLimitsSchema,
});
export const getDepositLimits = caller(getDepositLimitsEndpoint);

/** `POST /user/deposit-limits`: sets or removes the limit; a stricter one applies now, a looser one in 7 days. */
export const setDepositLimitEndpoint = defineEndpoint({
  method: "POST",
  path: "/user/deposit-limits",
  auth: true,
  body: SetDepositLimitBodySchema,
  response: DepositLimitsSchema,
});
export const setDepositLimit = caller(setDepositLimitEndpoint);

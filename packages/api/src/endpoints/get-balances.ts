import { caller, defineEndpoint } from "../client/define-endpoint";
import { BalanceSchema } from "../schemas/wallet";

/** `GET /user/balances`: the contract both the client and the server use. */
export const getBalancesEndpoint = defineEndpoint({
  method: "GET",
  path: "/user/balances",
  auth: true,
  response: BalanceSchema,
});

/** Fetches the wallet balance in cents (R-ENTITIES Balance). */
export const getBalances = caller(getBalancesEndpoint);

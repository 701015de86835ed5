import type { ApiClient } from "../client/create-api-client";
import { call, defineEndpoint, type EndpointInput } from "../client/define-endpoint";
import { BankAccountResponseSchema } from "../schemas/withdrawals";

/** `GET /user/bank-account`: where withdrawals are paid, or null. */
export const getBankAccountEndpoint = defineEndpoint({
  method: "GET",
  path: "/user/bank-account",
  auth: true,
  response: BankAccountResponseSchema,
});

/** Fetches the saved bank account. */
export const getBankAccount = (client: ApiClient, input: EndpointInput<typeof getBankAccountEndpoint> = {}) =>
  call(client, getBankAccountEndpoint, input);

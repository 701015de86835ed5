import type { ApiClient } from "../client/create-api-client";
import { call, defineEndpoint, type EndpointInput } from "../client/define-endpoint";
import { TransactionsPageSchema, TransactionsQuerySchema } from "../schemas/transactions";

/** `GET /user/transactions`: every ledger entry, newest first, paged by cursor (docs/api.md). */
export const getTransactionsEndpoint = defineEndpoint({
  method: "GET",
  path: "/user/transactions",
  auth: true,
  query: TransactionsQuerySchema,
  response: TransactionsPageSchema,
});

/** Fetches one page of the player's transactions. */
export const getTransactions = (client: ApiClient, input: EndpointInput<typeof getTransactionsEndpoint>) =>
  call(client, getTransactionsEndpoint, input);

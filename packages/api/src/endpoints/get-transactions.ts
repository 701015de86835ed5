import { caller, defineEndpoint } from "../client/define-endpoint";
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
export const getTransactions = caller(getTransactionsEndpoint);

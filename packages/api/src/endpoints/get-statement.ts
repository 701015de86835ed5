import type { ApiClient } from "../client/create-api-client";
import { call, defineEndpoint, type EndpointInput } from "../client/define-endpoint";
import { StatementParamsSchema, StatementSchema } from "../schemas/transactions";

/** `GET /user/statements/{month}`: a past Perth month's activity statement (docs/api.md). */
export const getStatementEndpoint = defineEndpoint({
  method: "GET",
  path: "/user/statements/{month}",
  auth: true,
  params: StatementParamsSchema,
  response: StatementSchema,
});

/** Fetches the statement of a past month. */
export const getStatement = (client: ApiClient, input: EndpointInput<typeof getStatementEndpoint>) =>
  call(client, getStatementEndpoint, input);

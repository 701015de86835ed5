import { caller, defineEndpoint } from "../client/define-endpoint";
import { StatementParamsSchema, StatementSchema } from "../schemas/transactions";

/** `GET /user/statements/{month}`: a Perth month's activity statement (the current one to date) (docs/api.md). */
export const getStatementEndpoint = defineEndpoint({
  method: "GET",
  path: "/user/statements/{month}",
  auth: true,
  params: StatementParamsSchema,
  response: StatementSchema,
});

/** Fetches a month's statement. */
export const getStatement = caller(getStatementEndpoint);

/**
 * The operator-account commands (docs/api.md "Operator accounts"): admins list, add and disable
 * operators; every operator issues their own CLI token. All may run with the server token in
 * production (`bootstrap`: how the first admin is added, operator/operator-credentials.ts). A role
 * change is not here: it needs a second operator's approval (dual control wraps changeOperatorRole).
 */
import * as api from "@lotto/api";
import { addOperator, disableOperator, listOperators } from "./operator-accounts";
import { command, type OperatorCommand } from "./operator-api";
import { issueOperatorToken } from "./operator-credentials";

const bootstrap = (entry: OperatorCommand): OperatorCommand => ({ ...entry, bootstrap: true });

/** The operator-account commands. */
export const OPERATOR_ACCOUNT_API: readonly OperatorCommand[] = [
  bootstrap(command(api.operatorListOperatorsEndpoint, ["admin"], (db) => listOperators(db))),
  bootstrap(
    command(api.operatorAddOperatorEndpoint, ["admin"], (db, now, { body }, actor) =>
      addOperator(db, body, now, { createdBy: actor.email }),
    ),
  ),
  bootstrap(
    command(api.operatorDisableOperatorEndpoint, ["admin"], (db, now, { body }, actor) =>
      disableOperator(db, body.email, now, actor),
    ),
  ),
  bootstrap(
    command(api.operatorIssueTokenEndpoint, api.OPERATOR_ROLES, (db, now, { body }, actor) =>
      issueOperatorToken(db, body.email, now, actor),
    ),
  ),
];

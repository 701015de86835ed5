/**
 * Operator accounts (docs/api.md "Operator accounts"), on the operator listener: admins list, add and
 * disable operators; an operator issues their own CLI token. A role change goes through dual control.
 */
import { defineEndpoint } from "../client/define-endpoint";
import { OperatorAnswerSchema } from "../schemas/operator";
import { OperatorAddBodySchema, OperatorEmailBodySchema } from "../schemas/operator-session";

/** `GET /operator/operators`: every operator with role, status and whether TOTP is set (`operator:list`). */
export const operatorListOperatorsEndpoint = defineEndpoint({
  method: "GET",
  path: "/operator/operators",
  auth: false,
  response: OperatorAnswerSchema,
});

/** `POST /operator/operators`: adds an operator; answers the one-time password and TOTP URI once (`operator:add`). */
export const operatorAddOperatorEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/operators",
  auth: false,
  body: OperatorAddBodySchema,
  response: OperatorAnswerSchema,
});

/** `POST /operator/operators/disable`: no more sign-in; sessions and tokens end (`operator:disable`). */
export const operatorDisableOperatorEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/operators/disable",
  auth: false,
  body: OperatorEmailBodySchema,
  response: OperatorAnswerSchema,
});

/** `POST /operator/operators/token`: a personal CLI token, shown once (`operator:token`). */
export const operatorIssueTokenEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/operators/token",
  auth: false,
  body: OperatorEmailBodySchema,
  response: OperatorAnswerSchema,
});

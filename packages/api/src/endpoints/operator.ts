/**
 * The operator endpoints (docs/api.md "Operator"): loopback callers with the operator token in
 * `X-Operator-Token` only (the server's `assertOperator`), no player token. The CLI calls them on a
 * running server; each answers in the `{ data, message }` envelope like every other endpoint.
 */
import { defineEndpoint } from "../client/define-endpoint";
import {
  OperatorAnswerSchema,
  OperatorCallbackDoneBodySchema,
  OperatorDrawsQuerySchema,
  OperatorErrorsQuerySchema,
  OperatorFeedbackQuerySchema,
  OperatorKycBodySchema,
  OperatorOutdateTermsBodySchema,
  OperatorPayWinBodySchema,
  OperatorPublishTermsBodySchema,
  OperatorRefundPaidBodySchema,
  OperatorRejectKycBodySchema,
  OperatorRejectWithdrawalBodySchema,
  OperatorReleaseBankAccountBodySchema,
  OperatorRunDrawBodySchema,
  OperatorSeedResultsBodySchema,
  OperatorSetConfigBodySchema,
  OperatorSpecialDrawBodySchema,
  OperatorUnsetConfigBodySchema,
  OperatorWithdrawalBodySchema,
} from "../schemas/operator";

/** `GET /operator/draws`: the next draw on sale of each game, then the latest 20 run (`draw:list`). */
export const operatorListDrawsEndpoint = defineEndpoint({
  method: "GET",
  path: "/operator/draws",
  auth: false,
  query: OperatorDrawsQuerySchema,
  response: OperatorAnswerSchema,
});

/** `POST /operator/draws/run`: closes, draws and settles a game's next draw, or open draw `draw`, now (`draw:run`). */
export const operatorRunDrawEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/draws/run",
  auth: false,
  body: OperatorRunDrawBodySchema,
  response: OperatorAnswerSchema,
});

/** `POST /operator/draws/special`: names an open draw as a special draw or schedules an extra one (`draw:special`). */
export const operatorSpecialDrawEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/draws/special",
  auth: false,
  body: OperatorSpecialDrawBodySchema,
  response: OperatorAnswerSchema,
});

/** `POST /operator/results/seed`: fills `weeks` weeks of past results (`results:seed`). */
export const operatorSeedResultsEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/results/seed",
  auth: false,
  body: OperatorSeedResultsBodySchema,
  response: OperatorAnswerSchema,
});

/** `POST /operator/wins/pay`: pays a large win's claim once through the ledger (`wins:pay`). */
export const operatorPayWinEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/wins/pay",
  auth: false,
  body: OperatorPayWinBodySchema,
  response: OperatorAnswerSchema,
});

/** `GET /operator/withdrawals`: pending withdrawals with the account to pay (`withdrawals:list`). */
export const operatorListWithdrawalsEndpoint = defineEndpoint({
  method: "GET",
  path: "/operator/withdrawals",
  auth: false,

  response: OperatorAnswerSchema,
});

/** `POST /operator/withdrawals/pay`: the bank paid a withdrawal (`withdrawals:pay`). */
export const operatorPayWithdrawalEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/withdrawals/pay",
  auth: false,
  body: OperatorWithdrawalBodySchema,
  response: OperatorAnswerSchema,
});

/** `GET /operator/payments/alerts`: Braintree disputes and declined settlements, charges of failed deposits not given back (`payments:alerts`). */
export const operatorPaymentAlertsEndpoint = defineEndpoint({
  method: "GET",
  path: "/operator/payments/alerts",
  auth: false,
  response: OperatorAnswerSchema,
});

/** `GET /operator/refunds`: closure refunds not yet paid (pending or refused), with why (`refunds:list`). */
export const operatorListRefundsEndpoint = defineEndpoint({
  method: "GET",
  path: "/operator/refunds",
  auth: false,

  response: OperatorAnswerSchema,
});

/** `POST /operator/refunds/paid`: the operator paid a closure refund by hand (`refunds:paid`). */
export const operatorRefundPaidEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/refunds/paid",
  auth: false,
  body: OperatorRefundPaidBodySchema,
  response: OperatorAnswerSchema,
});

/** `POST /operator/withdrawals/reject`: the bank refused a withdrawal: credited back with the reason (`withdrawals:reject`). */
export const operatorRejectWithdrawalEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/withdrawals/reject",
  auth: false,
  body: OperatorRejectWithdrawalBodySchema,
  response: OperatorAnswerSchema,
});

/**
 * `POST /operator/bank-accounts/release`: ends a new bank account's 24-hour wait once the operator has
 * confirmed the change with the player (`bank-accounts:release`).
 */
export const operatorReleaseBankAccountEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/bank-accounts/release",
  auth: false,
  body: OperatorReleaseBankAccountBodySchema,
  response: OperatorAnswerSchema,
});

/** `GET /operator/kyc`: identity reviews waiting for a decision, oldest first (`kyc:list`). */
export const operatorListKycEndpoint = defineEndpoint({
  method: "GET",
  path: "/operator/kyc",
  auth: false,
  response: OperatorAnswerSchema,
});

/** `POST /operator/kyc/approve`: the identity is confirmed; the player is emailed (`kyc:approve`). */
export const operatorApproveKycEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/kyc/approve",
  auth: false,
  body: OperatorKycBodySchema,
  response: OperatorAnswerSchema,
});

/** `POST /operator/kyc/reject`: the identity is refused with a reason the player is emailed (`kyc:reject`). */
export const operatorRejectKycEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/kyc/reject",
  auth: false,
  body: OperatorRejectKycBodySchema,
  response: OperatorAnswerSchema,
});

/** `POST /operator/terms/publish`: publishes the next version of the terms or privacy policy (`terms:publish`). */
export const operatorPublishTermsEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/terms/publish",
  auth: false,
  body: OperatorPublishTermsBodySchema,
  response: OperatorAnswerSchema,
});

/** `POST /operator/terms/outdate`: one player must accept the terms again. */
export const operatorOutdateTermsEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/terms/outdate",
  auth: false,
  body: OperatorOutdateTermsBodySchema,
  response: OperatorAnswerSchema,
});

/** `GET /operator/errors`: errors the web app reported, newest first (`errors:list`). */
export const operatorListErrorsEndpoint = defineEndpoint({
  method: "GET",
  path: "/operator/errors",
  auth: false,
  query: OperatorErrorsQuerySchema,
  response: OperatorAnswerSchema,
});

/** `GET /operator/config`: run-time remote config values and the config served (`config:list`). */
export const operatorListConfigEndpoint = defineEndpoint({
  method: "GET",
  path: "/operator/config",
  auth: false,

  response: OperatorAnswerSchema,
});

/** `POST /operator/config/set`: sets a remote config key (`config:set`). */
export const operatorSetConfigEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/config/set",
  auth: false,
  body: OperatorSetConfigBodySchema,
  response: OperatorAnswerSchema,
});

/** `POST /operator/config/unset`: a remote config key back to the shipped default (`config:unset`). */
export const operatorUnsetConfigEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/config/unset",
  auth: false,
  body: OperatorUnsetConfigBodySchema,
  response: OperatorAnswerSchema,
});

/** `GET /operator/callbacks`: open callback requests, oldest first (`callbacks:list`). */
export const operatorListCallbacksEndpoint = defineEndpoint({
  method: "GET",
  path: "/operator/callbacks",
  auth: false,

  response: OperatorAnswerSchema,
});

/** `POST /operator/callbacks/done`: marks a callback request done (`callbacks:done`). */
export const operatorCallbackDoneEndpoint = defineEndpoint({
  method: "POST",
  path: "/operator/callbacks/done",
  auth: false,
  body: OperatorCallbackDoneBodySchema,
  response: OperatorAnswerSchema,
});

/** `GET /operator/feedback`: recent feedback, newest first (`feedback:list`). */
export const operatorListFeedbackEndpoint = defineEndpoint({
  method: "GET",
  path: "/operator/feedback",
  auth: false,
  query: OperatorFeedbackQuerySchema,
  response: OperatorAnswerSchema,
});

/** `GET /operator/mail`: mail not sent yet (`mail:list`). */
export const operatorListMailEndpoint = defineEndpoint({
  method: "GET",
  path: "/operator/mail",
  auth: false,

  response: OperatorAnswerSchema,
});

/**
 * Each operator endpoint of the contract (docs/api.md "Operator") with the command that answers it,
 * given the database, the time and the endpoint's validated input. The operator routes serve this
 * table to the CLI on a running server; with no server running the CLI runs the same commands on the
 * database itself. The contract checks each input's shape; the commands check its values.
 */
import * as api from "@lotto/api";
import type { Temporal } from "temporal-polyfill";
import type * as v from "valibot";
import { decideReview, listOpenReviews } from "../accounts/identity-review";
import type { Db } from "../db";
import type { RouteInput } from "../http/route";
import { publishDocument } from "../legal/legal-documents";
import { listUnsentMail } from "../mail/mail-retry";
import { listRemoteConfig, setRemoteConfig, unsetRemoteConfig } from "../service/runtime-remote-config";
import { releaseBankAccount } from "../wallet/bank-accounts";
import { listUnpaidRefunds, markRefundPaid } from "../wallet/closure-refund-commands";
import { listPendingWithdrawals, operatorDecide } from "../wallet/withdrawals";
import { listClientErrors } from "./error-commands";
import { listDraws, operatorGameId, payWin, runDrawNow, seedResults, specialDraw } from "./operator-commands";
import { listPaymentAlerts } from "./payment-alert-commands";
import { listOpenCallbacks, listRecentFeedback, markCallbackDone } from "./support-commands";
import { outdateTerms } from "./terms-commands";

/** An operator endpoint and the command behind it. */
export interface OperatorCommand<E extends api.EndpointDef = api.EndpointDef> {
  endpoint: E;
  // A method, so a table of commands for different endpoints is one list.
  run(db: Db, now: Temporal.Instant, input: RouteInput<E>): Promise<v.InferInput<E["response"]>>;
}

/** Pairs an endpoint with its command, typed by the endpoint. */
export const command = <E extends api.EndpointDef>(
  endpoint: E,
  run: OperatorCommand<E>["run"],
): OperatorCommand => ({ endpoint, run }) as OperatorCommand;

/** Every operator endpoint of the contract, each once. */
export const OPERATOR_API: readonly OperatorCommand[] = [
  command(api.operatorRunDrawEndpoint, (db, now, { body }) =>
    runDrawNow(db, operatorGameId(body.game), now, body.draw),
  ),
  command(api.operatorListDrawsEndpoint, async (db, _now, { query }) => ({
    draws: await listDraws(db, query.game === undefined ? undefined : operatorGameId(query.game)),
  })),
  command(api.operatorSpecialDrawEndpoint, (db, now, { body }) => specialDraw(db, body, now)),
  command(api.operatorSeedResultsEndpoint, (db, now, { body }) => seedResults(db, Number(body.weeks), now)),
  command(api.operatorPayWinEndpoint, (db, _now, { body }) => payWin(db, body.ticket)),
  command(api.operatorPublishTermsEndpoint, (db, now, { body }) =>
    publishDocument(db, body.kind, body.body, now),
  ),
  command(api.operatorOutdateTermsEndpoint, (db, _now, { body }) => outdateTerms(db, body.email)),
  command(api.operatorListConfigEndpoint, (db) => listRemoteConfig(db)),
  command(api.operatorSetConfigEndpoint, (db, now, { body }) =>
    setRemoteConfig(db, body.key, body.value, now),
  ),
  command(api.operatorUnsetConfigEndpoint, (db, _now, { body }) => unsetRemoteConfig(db, body.key)),
  command(api.operatorListCallbacksEndpoint, (db) => listOpenCallbacks(db)),
  command(api.operatorCallbackDoneEndpoint, (db, now, { body }) => markCallbackDone(db, body.id, now)),
  command(api.operatorListFeedbackEndpoint, (db, now, { query }) => listRecentFeedback(db, query.days, now)),
  command(api.operatorListWithdrawalsEndpoint, async (db) => ({
    withdrawals: await listPendingWithdrawals(db),
  })),
  command(api.operatorPayWithdrawalEndpoint, (db, now, { body }) =>
    operatorDecide(db, body.id, "paid", null, now),
  ),
  command(api.operatorRejectWithdrawalEndpoint, (db, now, { body }) =>
    operatorDecide(db, body.id, "rejected", body.reason, now),
  ),
  command(api.operatorListRefundsEndpoint, (db) => listUnpaidRefunds(db)),
  command(api.operatorPaymentAlertsEndpoint, (db) => listPaymentAlerts(db)),
  command(api.operatorRefundPaidEndpoint, (db, now, { body }) => markRefundPaid(db, body.id, now)),
  command(api.operatorReleaseBankAccountEndpoint, (db, now, { body }) =>
    releaseBankAccount(db, body.player, now),
  ),
  command(api.operatorListKycEndpoint, (db) => listOpenReviews(db)),
  command(api.operatorApproveKycEndpoint, (db, now, { body }) =>
    decideReview(db, body.id, "approved", null, now),
  ),
  command(api.operatorRejectKycEndpoint, (db, now, { body }) =>
    decideReview(db, body.id, "rejected", body.reason, now),
  ),
  command(api.operatorListMailEndpoint, async (db) => ({ mail: await listUnsentMail(db) })),
  command(api.operatorListErrorsEndpoint, (db, _now, { query }) => listClientErrors(db, query.limit)),
];

/** The command behind `endpoint`; every operator endpoint has one. */
export function operatorCommandOf(endpoint: api.EndpointDef): OperatorCommand {
  const found = OPERATOR_API.find((entry) => entry.endpoint === endpoint);
  if (!found) throw new Error(`No operator command for ${endpoint.method} ${endpoint.path}`);
  return found;
}

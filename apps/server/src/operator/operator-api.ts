/**
 * Each operator endpoint of the contract (docs/api.md "Operator") with the roles it admits and the
 * command that answers it, given the database, the time, the endpoint's validated input and the
 * operator running it. The operator listener serves these tables (operator/operator-tables.ts) to the
 * console and the CLI; with no server running the CLI runs the same commands on the database itself.
 * The contract checks each input's shape; the commands check its values; the route runner checks the
 * role (docs/decisions.md "Operator roles").
 */

import type { OperatorRole } from "@lotto/api";
import * as api from "@lotto/api";
import type { Temporal } from "temporal-polyfill";
import type * as v from "valibot";
import { decideReview, listOpenReviews } from "../accounts/identity-review";
import type { Db, Tx } from "../db";
import type { RouteInput } from "../http/route";
import { publishDocument } from "../legal/legal-documents";
import { listUnsentMail } from "../mail/mail-retry";
import { listRemoteConfig, setRemoteConfig, unsetRemoteConfig } from "../service/runtime-remote-config";
import { releaseBankAccount } from "../wallet/bank-accounts";
import { listUnpaidRefunds, markRefundPaid } from "../wallet/closure-refund-commands";
import { listPendingWithdrawals, operatorDecide } from "../wallet/withdrawals";
import type { ApprovalNeed } from "./dual-control";
import {
  claimApproval,
  configState,
  ticketState,
  withdrawalApproval,
  withdrawalState,
} from "./dual-control-checks";
import { listClientErrors } from "./error-commands";
import type { OperatorActor } from "./operator-actor";
import { listDraws, operatorGameId, payWin, runDrawNow, seedResults, specialDraw } from "./operator-commands";
import type { AfterCommit, CommandAudit } from "./operator-run";
import { listPaymentAlerts } from "./payment-alert-commands";
import { listOpenCallbacks, listRecentFeedback, markCallbackDone } from "./support-commands";
import { outdateTerms } from "./terms-commands";

/** An operator endpoint, the roles it admits and the command behind it. */
export interface OperatorCommand<E extends api.EndpointDef = api.EndpointDef> {
  endpoint: E;
  /** Least privilege: only these roles may run it (no role is a superuser). */
  roles: readonly OperatorRole[];
  /**
   * An operator-account command the server token may run in production too (adding the first admin;
   * operator/operator-credentials.ts).
   */
  bootstrap?: boolean;
  // A method, so a table of commands for different endpoints is one list. Every command runs through
  // operator/operator-run.ts (audit trail, dual control); `after` takes work to do once it commits.
  run(
    db: Db,
    now: Temporal.Instant,
    input: RouteInput<E>,
    actor: OperatorActor,
    after: AfterCommit,
  ): Promise<v.InferInput<E["response"]>>;
  /** What the audit trail records beyond the input (operator/operator-run.ts). */
  audit?: CommandAudit;
  /** Whether this input waits for a second operator, and what the approval says (operator/dual-control.ts). */
  approval?(tx: Tx, input: unknown): Promise<ApprovalNeed | null>;
}

/** One row of a table: the endpoint, the roles it admits, its command (and its audit and dual control). */
export const command = <E extends api.EndpointDef>(
  endpoint: E,
  roles: readonly OperatorRole[],
  run: OperatorCommand<E>["run"],
  extra: Pick<OperatorCommand, "audit" | "approval"> = {},
): OperatorCommand => ({ endpoint, roles, run, ...extra }) as unknown as OperatorCommand;

const DRAWS = ["draws"] as const;
const FINANCE = ["finance"] as const;
const SUPPORT = ["support"] as const;
const ADMIN = ["admin"] as const;

/** Every operator endpoint of the contract, each once. */
export const OPERATOR_API: readonly OperatorCommand[] = [
  command(api.operatorRunDrawEndpoint, DRAWS, (db, now, { body }) =>
    runDrawNow(db, operatorGameId(body.game), now, body.draw),
  ),
  command(api.operatorListDrawsEndpoint, ["draws", "support"], async (db, _now, { query }) => ({
    draws: await listDraws(db, query.game === undefined ? undefined : operatorGameId(query.game)),
  })),
  command(api.operatorSpecialDrawEndpoint, DRAWS, (db, now, { body }) => specialDraw(db, body, now)),
  command(api.operatorSeedResultsEndpoint, DRAWS, (db, now, { body }) =>
    seedResults(db, Number(body.weeks), now),
  ),
  command(api.operatorPayWinEndpoint, FINANCE, (db, _now, { body }) => payWin(db, body.ticket), {
    approval: claimApproval,
    audit: { state: ticketState },
  }),
  command(api.operatorPublishTermsEndpoint, ADMIN, (db, now, { body }) =>
    publishDocument(db, body.kind, body.body, now),
  ),
  command(api.operatorOutdateTermsEndpoint, ADMIN, (db, _now, { body }) => outdateTerms(db, body.email)),
  command(api.operatorListConfigEndpoint, ADMIN, (db) => listRemoteConfig(db)),
  command(
    api.operatorSetConfigEndpoint,
    ADMIN,
    (db, now, { body }) => setRemoteConfig(db, body.key, body.value, now),
    { audit: { state: configState } },
  ),
  command(api.operatorUnsetConfigEndpoint, ADMIN, (db, _now, { body }) => unsetRemoteConfig(db, body.key), {
    audit: { state: configState },
  }),
  command(api.operatorListCallbacksEndpoint, SUPPORT, (db) => listOpenCallbacks(db)),
  command(api.operatorCallbackDoneEndpoint, SUPPORT, (db, now, { body }) =>
    markCallbackDone(db, body.id, now),
  ),
  command(api.operatorListFeedbackEndpoint, SUPPORT, (db, now, { query }) =>
    listRecentFeedback(db, query.days, now),
  ),
  command(api.operatorListWithdrawalsEndpoint, FINANCE, async (db) => ({
    withdrawals: await listPendingWithdrawals(db),
  })),
  command(
    api.operatorPayWithdrawalEndpoint,
    FINANCE,
    (db, now, { body }) => operatorDecide(db, body.id, "paid", null, now),
    { approval: withdrawalApproval, audit: { state: withdrawalState } },
  ),
  command(
    api.operatorRejectWithdrawalEndpoint,
    FINANCE,
    (db, now, { body }) => operatorDecide(db, body.id, "rejected", body.reason, now),
    { audit: { state: withdrawalState } },
  ),
  command(api.operatorListRefundsEndpoint, FINANCE, (db) => listUnpaidRefunds(db)),
  command(api.operatorPaymentAlertsEndpoint, FINANCE, (db) => listPaymentAlerts(db)),
  command(api.operatorRefundPaidEndpoint, FINANCE, (db, now, { body }) => markRefundPaid(db, body.id, now)),
  command(api.operatorReleaseBankAccountEndpoint, FINANCE, (db, now, { body }) =>
    releaseBankAccount(db, body.player, now),
  ),
  command(api.operatorListKycEndpoint, FINANCE, (db) => listOpenReviews(db)),
  command(api.operatorApproveKycEndpoint, FINANCE, (db, now, { body }) =>
    decideReview(db, body.id, "approved", null, now),
  ),
  command(api.operatorRejectKycEndpoint, FINANCE, (db, now, { body }) =>
    decideReview(db, body.id, "rejected", body.reason, now),
  ),
  command(api.operatorListMailEndpoint, ["support", "admin"], async (db) => ({
    mail: await listUnsentMail(db),
  })),
  command(api.operatorListErrorsEndpoint, ADMIN, (db, _now, { query }) => listClientErrors(db, query.limit)),
];

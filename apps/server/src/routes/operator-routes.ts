/**
 * The operator endpoints (docs/api.md "Operator"): the CLI drives the RUNNING server through them,
 * since the embedded database admits one process. Only loopback callers with the operator token get
 * in (plugins/operator-access.ts); the contract validates each request's shape and the commands check
 * its values, as they do in the CLI's direct-database mode.
 */
import {
  operatorCallbackDoneEndpoint,
  operatorListCallbacksEndpoint,
  operatorListConfigEndpoint,
  operatorListDrawsEndpoint,
  operatorListErrorsEndpoint,
  operatorListFeedbackEndpoint,
  operatorListMailEndpoint,
  operatorListWithdrawalsEndpoint,
  operatorOutdateTermsEndpoint,
  operatorPayWinEndpoint,
  operatorPayWithdrawalEndpoint,
  operatorPublishTermsEndpoint,
  operatorRejectWithdrawalEndpoint,
  operatorRunDrawEndpoint,
  operatorSeedResultsEndpoint,
  operatorSetConfigEndpoint,
  operatorSpecialDrawEndpoint,
  operatorUnsetConfigEndpoint,
} from "@lotto/api";
import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { publishDocument } from "../legal/legal-documents";
import { listUnsentMail } from "../mail/mail-retry";
import { listClientErrors } from "../operator/error-commands";
import {
  listDraws,
  operatorGameId,
  payWin,
  runDrawNow,
  seedResults,
  specialDraw,
} from "../operator/operator-commands";
import { listOpenCallbacks, listRecentFeedback, markCallbackDone } from "../operator/support-commands";
import { outdateTerms } from "../operator/terms-commands";
import { listRemoteConfig, setRemoteConfig, unsetRemoteConfig } from "../service/runtime-remote-config";
import { listPendingWithdrawals, operatorDecide } from "../wallet/withdrawals";

/** Registers every operator endpoint of the contract behind the operator guard. */
export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  app.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "no-store");
    app.assertOperator(request);
  });
  const now = () => app.clock.now();

  route(app, operatorListMailEndpoint, async () => ({ mail: await listUnsentMail(app.db) }));
  route(app, operatorListDrawsEndpoint, async (_request, { query }) => ({
    draws: await listDraws(app.db, query.game === undefined ? undefined : operatorGameId(query.game)),
  }));
  route(app, operatorRunDrawEndpoint, async (_request, { body }) =>
    runDrawNow(app.db, operatorGameId(body.game), now(), body.draw),
  );
  route(app, operatorSpecialDrawEndpoint, async (_request, { body }) => specialDraw(app.db, body, now()));
  route(app, operatorSeedResultsEndpoint, async (_request, { body }) =>
    seedResults(app.db, Number(body.weeks), now()),
  );
  route(app, operatorPayWinEndpoint, async (_request, { body }) => payWin(app.db, body.ticket));
  route(app, operatorListWithdrawalsEndpoint, async () => ({
    withdrawals: await listPendingWithdrawals(app.db),
  }));
  route(app, operatorPayWithdrawalEndpoint, async (_request, { body }) =>
    operatorDecide(app.db, body.id, "paid", null, now()),
  );
  route(app, operatorRejectWithdrawalEndpoint, async (_request, { body }) =>
    operatorDecide(app.db, body.id, "rejected", body.reason, now()),
  );
  route(app, operatorPublishTermsEndpoint, async (_request, { body }) =>
    publishDocument(app.db, body.kind, body.body, now()),
  );
  route(app, operatorListErrorsEndpoint, async (_request, { query }) =>
    listClientErrors(app.db, query.limit),
  );
  route(app, operatorOutdateTermsEndpoint, async (_request, { body }) => outdateTerms(app.db, body.email));
  route(app, operatorListConfigEndpoint, async () => listRemoteConfig(app.db));
  route(app, operatorSetConfigEndpoint, async (_request, { body }) =>
    setRemoteConfig(app.db, body.key, body.value, now()),
  );
  route(app, operatorUnsetConfigEndpoint, async (_request, { body }) => unsetRemoteConfig(app.db, body.key));
  route(app, operatorListCallbacksEndpoint, async () => listOpenCallbacks(app.db));
  route(app, operatorCallbackDoneEndpoint, async (_request, { body }) =>
    markCallbackDone(app.db, body.id, now()),
  );
  route(app, operatorListFeedbackEndpoint, async (_request, { query }) =>
    listRecentFeedback(app.db, query.days, now()),
  );
}

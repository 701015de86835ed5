/**
 * The operator endpoint (issue 5): the CLI drives draws of the RUNNING server through it, since the
 * embedded database admits one process. Only loopback callers with the token from DATA_DIR get in.
 */
import type { FastifyInstance } from "fastify";
import { listRemoteConfig, setRemoteConfig, unsetRemoteConfig } from "../config/runtime-remote-config";
import { publishDocument } from "../legal/legal-documents";
import { listUnsentMail } from "../mail/mail-retry";
import { listPendingWithdrawals, operatorDecide } from "../wallet/withdrawals";
import { listClientErrors } from "./error-commands";
import { listDraws, operatorGameId, payWin, runDrawNow, seedResults, specialDraw } from "./operator-commands";
import { listOpenCallbacks, listRecentFeedback, markCallbackDone } from "./support-commands";
import { outdateTerms } from "./terms-commands";

/**
 * Registers `/operator/draws` (list), `/operator/draws/run`, `/operator/draws/special` (name or add a
 * special draw), `/operator/results/seed`,
 * `/operator/wins/pay` (pay a large win's claim), `/operator/terms/outdate` (a player must accept
 * new terms), `/operator/terms/publish` (a new version for everyone), `/operator/config` (list, set, unset run-time remote config), `/operator/callbacks`
 * (open requests, mark done), `/operator/feedback` (recent feedback), `/operator/withdrawals`
 * (list pending), `/operator/withdrawals/pay`, `/operator/withdrawals/reject` and `/operator/mail`
 * (mail not sent yet: retrying or given up).
 */
export async function operatorRoutes(app: FastifyInstance): Promise<void> {
  app.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "no-store");
    app.assertOperator(request);
  });
  app.get("/operator/mail", async () => ({ mail: await listUnsentMail(app.db) }));
  app.get("/operator/draws", async (request) => {
    const { game } = request.query as { game?: string };
    return { draws: await listDraws(app.db, game === undefined ? undefined : operatorGameId(game)) };
  });
  app.post("/operator/draws/run", async (request) => {
    const { game, draw } = (request.body ?? {}) as { game?: unknown; draw?: unknown };
    return runDrawNow(app.db, operatorGameId(game), app.clock.now(), draw);
  });
  app.post("/operator/draws/special", async (request) => {
    return specialDraw(app.db, (request.body ?? {}) as Record<string, unknown>, app.clock.now());
  });
  app.post("/operator/results/seed", async (request) => {
    const { weeks } = (request.body ?? {}) as { weeks?: unknown };
    return seedResults(app.db, Number(weeks), app.clock.now());
  });
  app.post("/operator/wins/pay", async (request) => {
    const { ticket } = (request.body ?? {}) as { ticket?: unknown };
    return payWin(app.db, ticket);
  });
  app.get("/operator/withdrawals", async () => ({ withdrawals: await listPendingWithdrawals(app.db) }));
  app.post("/operator/withdrawals/pay", async (request) => {
    const { id } = (request.body ?? {}) as { id?: unknown };
    return operatorDecide(app.db, id, "paid", null, app.clock.now());
  });
  app.post("/operator/withdrawals/reject", async (request) => {
    const { id, reason } = (request.body ?? {}) as { id?: unknown; reason?: unknown };
    return operatorDecide(app.db, id, "rejected", reason, app.clock.now());
  });
  app.post("/operator/terms/publish", async (request) => {
    const { kind, body } = (request.body ?? {}) as { kind?: unknown; body?: unknown };
    return publishDocument(app.db, kind, body, app.clock.now());
  });
  app.get("/operator/errors", async (request) => {
    const { limit } = request.query as { limit?: string };
    return listClientErrors(app.db, limit);
  });
  app.post("/operator/terms/outdate", async (request) => {
    const { email } = (request.body ?? {}) as { email?: unknown };
    return outdateTerms(app.db, email);
  });
  app.get("/operator/config", async () => listRemoteConfig(app.db));
  app.post("/operator/config/set", async (request) => {
    const { key, value } = (request.body ?? {}) as { key?: unknown; value?: unknown };
    return setRemoteConfig(app.db, key, value, app.clock.now());
  });
  app.post("/operator/config/unset", async (request) => {
    const { key } = (request.body ?? {}) as { key?: unknown };
    return unsetRemoteConfig(app.db, key);
  });
  app.get("/operator/callbacks", async () => listOpenCallbacks(app.db));
  app.post("/operator/callbacks/done", async (request) => {
    const { id } = (request.body ?? {}) as { id?: unknown };
    return markCallbackDone(app.db, id, app.clock.now());
  });
  app.get("/operator/feedback", async (request) => {
    const { days } = request.query as { days?: string };
    return listRecentFeedback(app.db, days, app.clock.now());
  });
}

import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { reconcilePendingDeposits } from "../wallet/deposit-reconcile";
import { reverseKeptCharges } from "../wallet/deposit-reversals";
import { sweepWhileRunning } from "./sweep";

/** How often pending (and recently failed) deposits are looked at again while the server runs. */
const SWEEP_MS = 60_000;

/**
 * Reconciles pending deposits when the server starts (a restart after a crash) and every minute after
 * (another instance's crash, a charge the gateway had not yet recorded), then gives back what the
 * gateway kept of deposits we failed. Failures are logged and retried on the next sweep.
 */
export const depositReconcilerPlugin = fp(
  async (app: FastifyInstance) => {
    sweepWhileRunning(
      app,
      SWEEP_MS,
      async () => {
        const report = await reconcilePendingDeposits(app.db, app.adapters, app.clock.now());
        if (report.completed + report.failed > 0) app.log.info({ deposits: report }, "deposits reconciled");
        const reversed = await reverseKeptCharges(app.db, app.adapters, app.clock.now());
        if (reversed > 0) app.log.warn({ reversed }, "charges of failed deposits given back");
      },
      "deposit reconciliation failed",
    );
  },
  { name: "deposit-reconciler", dependencies: ["database", "adapters"] },
);

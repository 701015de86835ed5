import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { reconcilePendingDeposits } from "../wallet/deposit-reconcile";
import { reverseKeptCharges } from "../wallet/deposit-reversals";

/** How often pending (and recently failed) deposits are looked at again while the server runs. */
const SWEEP_MS = 60_000;

/**
 * Reconciles pending deposits when the server starts (a restart after a crash) and every minute after
 * (another instance's crash, a charge the gateway had not yet recorded), then gives back what the
 * gateway kept of deposits we failed. Failures are logged and retried on the next sweep.
 */
export const depositReconcilerPlugin = fp(
  async (app: FastifyInstance) => {
    let running: Promise<void> | null = null;
    const sweep = () => {
      running ??= reconcilePendingDeposits(app.db, app.adapters, app.clock.now())
        .then(async (report) => {
          if (report.completed + report.failed > 0) app.log.info({ deposits: report }, "deposits reconciled");
          const reversed = await reverseKeptCharges(app.db, app.adapters, app.clock.now());
          if (reversed > 0) app.log.warn({ reversed }, "charges of failed deposits given back");
        })
        .catch((error: unknown) => app.log.error({ err: error }, "deposit reconciliation failed"))
        .finally(() => {
          running = null;
        });
      return running;
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      await sweep();
      timer = setInterval(sweep, SWEEP_MS);
      timer.unref();
    });
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: "deposit-reconciler", dependencies: ["database", "adapters"] },
);

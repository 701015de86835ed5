import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { retryDueRefunds } from "../wallet/closure-refund-retry";

/** How often closure refunds waiting for their provider are looked at again. */
const SWEEP_MS = 60_000;

/**
 * Sends closure refunds that could not be sent at closure (wallet/closure-refund-retry.ts) when the
 * server starts and every minute after; each is due after its own backoff. Failures are logged and
 * retried on the next sweep.
 */
export const closureRefundRetrierPlugin = fp(
  async (app: FastifyInstance) => {
    let running: Promise<void> | null = null;
    const sweep = () => {
      running ??= retryDueRefunds(app.db, app.adapters, app.clock.now())
        .then((report) => {
          if (report.refunded + report.failed > 0)
            app.log.info({ refunds: report }, "closure refunds retried");
        })
        .catch((error: unknown) => app.log.error({ err: error }, "closure refund retry failed"))
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
  { name: "closure-refund-retrier", dependencies: ["database", "adapters"] },
);

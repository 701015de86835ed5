import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { retryDueRefunds } from "../wallet/closure-refund-retry";
import { sweepWhileRunning } from "./sweep";

/** How often closure refunds waiting for their provider are looked at again. */
const SWEEP_MS = 60_000;

/**
 * Sends closure refunds that could not be sent at closure (wallet/closure-refund-retry.ts) when the
 * server starts and every minute after; each is due after its own backoff. Failures are logged and
 * retried on the next sweep.
 */
export const closureRefundRetrierPlugin = fp(
  async (app: FastifyInstance) => {
    sweepWhileRunning(
      app,
      SWEEP_MS,
      async () => {
        const report = await retryDueRefunds(app.db, app.adapters, app.clock.now());
        if (report.refunded + report.failed > 0) app.log.info({ refunds: report }, "closure refunds retried");
      },
      "closure refund retry failed",
    );
  },
  { name: "closure-refund-retrier", dependencies: ["database", "adapters"] },
);

/**
 * Timers of a listening server (not of `inject` tests): mail retries and pruning of old rate-limit
 * counters and ended operator sessions. Each instance runs them; the work is claimed or idempotent, so several may.
 */
import fp from "fastify-plugin";
import { pruneRateLimits } from "../http/rate-limit";
import { startMailRetry } from "../mail/mail-retry";
import { sweepOperatorSessions } from "../operator/operator-sessions";

const PRUNE_EVERY_MS = 10 * 60_000;

/** Starts the timers on listen and stops them on close. */
export const housekeepingPlugin = fp(
  async (app) => {
    const stops: (() => void)[] = [];
    app.addHook("onListen", async () => {
      stops.push(startMailRetry(app.mail));
      const prune = setInterval(() => {
        pruneRateLimits(app.db, app.clock.now()).catch((error: unknown) =>
          app.log.error({ err: error }, "pruning rate limits failed"),
        );
        sweepOperatorSessions(app.db, app.clock.now()).catch((error: unknown) =>
          app.log.error({ err: error }, "pruning operator sessions failed"),
        );
      }, PRUNE_EVERY_MS);
      prune.unref();
      stops.push(() => clearInterval(prune));
    });
    app.addHook("onClose", async () => {
      for (const stop of stops.splice(0)) stop();
    });
  },
  { name: "housekeeping", dependencies: ["clock", "database", "mail"] },
);

/**
 * Runs the autoplay job (play/autoplay-job.ts) every few seconds while the server listens, on every
 * instance: the database decides who buys, so two instances running it at once buy each due autoplay
 * once. Not under `inject` tests, which run the job themselves, as the draw engine's scheduler.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { runAutoplays } from "../play/autoplay-job";

/** How often the job looks for due autoplays: a draw opening or a raised jackpot is acted on within it. */
export const AUTOPLAY_SWEEP_MS = 5_000;

/** Starts the sweep on listen and stops it (waiting for a run under way) on close. */
export const autoplayRunnerPlugin = fp(
  async (app: FastifyInstance) => {
    let running: Promise<void> | null = null;
    let timer: NodeJS.Timeout | undefined;
    const sweep = () => {
      running ??= runAutoplays(app.db, app.clock.now(), app.log)
        .then((report) => {
          if (report.bought + report.skipped > 0) app.log.info({ autoplays: report }, "autoplays run");
        })
        .catch((error: unknown) => app.log.error({ err: error }, "autoplay run failed"))
        .finally(() => {
          running = null;
        });
    };
    app.addHook("onListen", async () => {
      timer = setInterval(sweep, AUTOPLAY_SWEEP_MS);
      timer.unref();
    });
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: "autoplay-runner", dependencies: ["database", "clock"] },
);

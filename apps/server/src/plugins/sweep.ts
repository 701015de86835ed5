import type { FastifyInstance } from "fastify";

/**
 * Runs `work` when the server is ready and every `everyMs` after, one run at a time (a slow run is
 * not started again beside itself); a failure is logged as `failure` and retried on the next round.
 * Closing waits for the run under way, so no sweep writes after the database has closed.
 */
export function sweepWhileRunning(
  app: FastifyInstance,
  everyMs: number,
  work: () => Promise<void>,
  failure: string,
): void {
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= work()
      .catch((error: unknown) => app.log.error({ err: error }, failure))
      .finally(() => {
        running = null;
      });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    await sweep();
    timer = setInterval(sweep, everyMs);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}

/**
 * Runs the draw engine on a timer while the server listens (R-DRAW-ENGINE): every tick closes, draws and
 * settles due draws; the calendar is topped up hourly. Several processes may run it on one PostgreSQL:
 * the engine's per-draw advisory locks and status compare-and-set keep each draw to one process.
 */
import type { BaseLogger } from "pino";
import type { Clock } from "../config/clock";
import type { Db } from "../db";
import { ensureCalendar } from "./calendar-seed";
import { runDueDraws } from "./draw-runner";

/** Seconds between engine ticks. */
export const TICK_MS = 5_000;
const CALENDAR_EVERY_MS = 3_600_000;

/** Starts the timer; returns a stop function that waits for a running tick. */
export function startDrawScheduler(
  db: Db,
  clock: Clock,
  log: Pick<BaseLogger, "info" | "error">,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let lastCalendar = 0;
  const tick = async () => {
    const now = clock.now();
    if (now.epochMilliseconds - lastCalendar >= CALENDAR_EVERY_MS) {
      await ensureCalendar(db, now);
      lastCalendar = now.epochMilliseconds;
    }
    const report = await runDueDraws(db, now);
    if (report.closed + report.drawn + report.settled > 0) log.info({ draws: report }, "draw engine");
  };
  const timer = setInterval(() => {
    if (running) return;
    running = tick()
      .catch((error: unknown) => log.error({ err: error }, "draw engine tick failed"))
      .finally(() => {
        running = null;
      });
  }, TICK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

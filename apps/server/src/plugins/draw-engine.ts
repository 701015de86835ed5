/**
 * The draw engine of this server: the draw calendar is made sure of when the app is ready, and the
 * scheduler that closes, draws and settles due draws runs while the server listens (not under
 * `inject` tests, which drive draws themselves). `/ready` reports whether it runs.
 */
import fp from "fastify-plugin";
import { ensureCalendar } from "../draws/calendar-seed";
import { startDrawScheduler } from "../draws/draw-scheduler";

declare module "fastify" {
  interface FastifyInstance {
    /** Whether this process runs the draw engine (true while listening). */
    drawEngine: { running: boolean };
  }
}

/** Decorates `app.drawEngine`; starts the scheduler on listen and stops it on close. */
export const drawEnginePlugin = fp(
  async (app) => {
    app.decorate("drawEngine", { running: false });
    let stopScheduler: (() => Promise<void>) | null = null;
    app.addHook("onReady", async () => {
      await ensureCalendar(app.db, app.clock.now());
    });
    app.addHook("onListen", async () => {
      stopScheduler = startDrawScheduler(app.db, app.clock, app.log);
      app.drawEngine.running = true;
    });
    app.addHook("onClose", async () => {
      app.drawEngine.running = false;
      await stopScheduler?.();
    });
  },
  { name: "draw-engine", dependencies: ["env", "clock", "database"] },
);

/**
 * The staff-alert sweep of a listening server (operator/staff-alerts.ts): every instance sweeps, and
 * each alert is raised once whichever instance finds it first.
 */
import fp from "fastify-plugin";
import { SWEEP_EVERY_MS, sweepStaffAlerts } from "../operator/staff-alerts";

/** Sweeps on listen, then every {@link SWEEP_EVERY_MS}, one sweep at a time; stops on close. */
export const staffAlertsPlugin = fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    const sweep = () => {
      if (running) return;
      running = sweepStaffAlerts(app.mail, app.clock.now())
        .then(() => undefined)
        .catch((error: unknown) => app.log.error({ err: error }, "staff alert sweep failed"))
        .finally(() => {
          running = undefined;
        });
    };
    app.addHook("onListen", async () => {
      sweep();
      timer = setInterval(sweep, SWEEP_EVERY_MS);
      timer.unref();
    });
    // The database closes after this: a sweep under way finishes first.
    app.addHook("onClose", async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: "staff-alerts", dependencies: ["clock", "database", "mail"] },
);

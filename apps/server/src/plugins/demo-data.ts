/**
 * The demo shop outside production: the demo player and the in-store (PRS) demo
 * account, the demo favourites and the demo operators when the app is ready, and on a new database 8 weeks of past results
 * with tickets once the server listens (not under `inject` tests). Register it before the draw
 * engine: its listen hook must finish seeding before the scheduler starts.
 */
import fp from "fastify-plugin";
import { seedDemoPlayer, seedDemoPrsPlayer } from "../accounts/demo";
import { isProduction } from "../config/production";
import { DEFAULT_HISTORY_WEEKS, hasResults, seedHistory } from "../draws/history-seed";
import { seedDemoOperators } from "../operator/demo-operators";
import { seedDemoFavourites } from "../play/demo-favourites";

/** Seeds the demo data unless the app runs in production mode. */
export const demoDataPlugin = fp(
  async (app) => {
    if (isProduction(app.env)) return;
    app.addHook("onReady", async () => {
      const now = app.clock.now();
      await seedDemoPlayer(app.db, now);
      await seedDemoPrsPlayer(app.db, now);
      await seedDemoFavourites(app.db, now);
      await seedDemoOperators(app.db, now);
    });
    app.addHook("onListen", async () => {
      if (await hasResults(app.db)) return;
      const report = await seedHistory(app.db, app.clock.now(), DEFAULT_HISTORY_WEEKS, { tickets: true });
      app.log.info({ draws: report }, "seeded past results");
    });
  },
  { name: "demo-data", dependencies: ["env", "clock", "database"] },
);

import type { FastifyInstance } from "fastify";
import { isProduction } from "../config/production";
import { ensureCalendar } from "../draws/calendar-seed";
import { startDrawScheduler } from "../draws/draw-scheduler";
import { DEFAULT_HISTORY_WEEKS, hasResults, seedHistory } from "../draws/history-seed";
import { operatorRoutes } from "../operator/operator-routes";
import {
  newOperatorToken,
  readOperatorToken,
  rememberOperatorToken,
  writeOperatorToken,
} from "../operator/operator-token";
import { seedDemoFavourites } from "../play/demo-favourites";
import { favouritesRoutes } from "../play/favourites-routes";
import { gamesRoutes } from "../play/games-routes";
import { playHistoryRoutes } from "../play/play-history-routes";
import { purchaseRoutes } from "../play/purchase-routes";

/**
 * Registers the play-domain routes (games, purchases, favourites, results, play history, operator).
 * On ready: the draw calendar and the demo favourites. On listen (the real server, not `inject` tests):
 * the operator token in DATA_DIR, 8 weeks of past results on a new database, and the draw scheduler.
 * Production mode seeds neither demo favourites nor invented results and tickets.
 */
export async function playRoutes(app: FastifyInstance): Promise<void> {
  let token = newOperatorToken();
  rememberOperatorToken(app.server, token);
  let stopScheduler: (() => Promise<void>) | null = null;

  await app.register(gamesRoutes);
  await app.register(purchaseRoutes);
  await app.register(favouritesRoutes);
  await app.register(playHistoryRoutes);
  await app.register(operatorRoutes, { token: () => token });

  app.addHook("onReady", async () => {
    const now = app.clock.now();
    await ensureCalendar(app.db, now);
    if (!isProduction(app.env)) await seedDemoFavourites(app.db, now);
  });
  app.addHook("onListen", async () => {
    token = (await readOperatorToken(app.env.DATA_DIR)) ?? token;
    await writeOperatorToken(app.env.DATA_DIR, token);
    rememberOperatorToken(app.server, token);
    if (!isProduction(app.env) && !(await hasResults(app.db))) {
      const report = await seedHistory(app.db, app.clock.now(), DEFAULT_HISTORY_WEEKS, { tickets: true });
      app.log.info({ draws: report }, "seeded past results");
    }
    stopScheduler = startDrawScheduler(app.db, app.clock, app.log);
    app.drawEngine.running = true;
  });
  app.addHook("onClose", async () => {
    app.drawEngine.running = false;
    await stopScheduler?.();
  });
}

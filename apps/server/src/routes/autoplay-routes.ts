/** Routes of the autoplay calls (docs/api.md "Autoplay"): the player's own autoplays only. */
import {
  cancelAutoplayEndpoint,
  createAutoplayEndpoint,
  getAutoplayEndpoint,
  getAutoplaysEndpoint,
  pauseAutoplayEndpoint,
  resumeAutoplayEndpoint,
  updateAutoplayEndpoint,
} from "@lotto/api";
import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import {
  createAutoplay,
  getAutoplay,
  listAutoplays,
  setAutoplayStatus,
  updateAutoplay,
} from "../play/autoplays";

/** Registers list, read, create, edit, pause, resume and cancel of the player's autoplays. */
export async function autoplayRoutes(app: FastifyInstance): Promise<void> {
  route(app, getAutoplaysEndpoint, async (request) =>
    listAutoplays(app.db, request.playerId, app.clock.now()),
  );
  route(app, getAutoplayEndpoint, async (request, { params }) =>
    getAutoplay(app.db, request.playerId, params.autoplayId, app.clock.now()),
  );
  route(app, createAutoplayEndpoint, async (request, { body }) =>
    createAutoplay(app.db, request.playerId, body, app.clock.now()),
  );
  route(app, updateAutoplayEndpoint, async (request, { params, body }) =>
    updateAutoplay(app.db, request.playerId, params.autoplayId, body, app.clock.now()),
  );
  route(app, pauseAutoplayEndpoint, async (request, { params }) =>
    setAutoplayStatus(app.db, request.playerId, params.autoplayId, "pause", app.clock.now()),
  );
  route(app, resumeAutoplayEndpoint, async (request, { params }) =>
    setAutoplayStatus(app.db, request.playerId, params.autoplayId, "resume", app.clock.now()),
  );
  route(app, cancelAutoplayEndpoint, async (request, { params }) =>
    setAutoplayStatus(app.db, request.playerId, params.autoplayId, "cancel", app.clock.now()),
  );
}

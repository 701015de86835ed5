/** Routes of the play history (R-CALLS GET /user/play-history and /user/play-history/marked/{coupon_id}). */
import { getMarkedEntryEndpoint, getPlayHistoryEndpoint } from "@lotto/api";
import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { markedEntry, playHistory } from "../play/play-history";

/** Registers the two play-history calls, both authenticated and scoped to the token's player. */
export async function playHistoryRoutes(app: FastifyInstance): Promise<void> {
  route(app, getPlayHistoryEndpoint, async (request, { query }) =>
    playHistory(app.db, request.playerId, query),
  );
  route(app, getMarkedEntryEndpoint, async (request, { params, query }) =>
    markedEntry(app.db, request.playerId, params.coupon_id, query),
  );
}

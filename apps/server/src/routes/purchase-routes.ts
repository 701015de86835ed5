/** Routes of purchase submission and status (R-STATES Purchase, R-CALLS; designed in docs/api.md "Play"). */
import { getPurchaseStatusEndpoint, submitPurchaseEndpoint } from "@lotto/api";
import type { FastifyInstance } from "fastify";
import { notFound } from "../http/http-error";
import { idempotencyKey } from "../http/idempotency-key";
import { route } from "../http/route";
import { submitPurchase } from "../play/purchase-service";
import { readPurchaseStatus } from "../play/purchase-status";
import { rememberedPurchaseStatus } from "../play/purchase-status-cache";

/** Registers `POST /games/tickets-purchase` and `GET /games/tickets-purchase/{groupId}`. */
export async function purchaseRoutes(app: FastifyInstance): Promise<void> {
  route(app, submitPurchaseEndpoint, async (request, { body }) => {
    app.assertGeoAllowed(request);
    return submitPurchase(app.db, request.playerId, body, app.clock.now(), idempotencyKey(request));
  });

  route(app, getPurchaseStatusEndpoint, async (request, { params }) => {
    const status =
      rememberedPurchaseStatus(app.db, request.playerId, params.groupId) ??
      (await readPurchaseStatus(app.db, request.playerId, params.groupId));
    if (!status) throw notFound();
    return status;
  });
}

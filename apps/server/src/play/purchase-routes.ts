/** Routes of purchase submission and status (spec §4 Purchase, §7; designed in docs/api.md "Play"). */
import { getPurchaseStatusEndpoint, submitPurchaseEndpoint } from "@lotto/api";
import type { FastifyInstance } from "fastify";
import { badRequest, notFound } from "../http/http-error";
import { route } from "../http/route";
import { submitPurchase } from "./purchase-service";
import { readPurchaseStatus } from "./purchase-status";
import { rememberedPurchaseStatus } from "./purchase-status-cache";

/** Header that makes a purchase retry safe (issue 4). */
export const IDEMPOTENCY_HEADER = "idempotency-key";

/** Registers `POST /games/tickets-purchase` and `GET /games/tickets-purchase/{groupId}`. */
export async function purchaseRoutes(app: FastifyInstance): Promise<void> {
  route(app, submitPurchaseEndpoint, async (request, { body }) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key !== undefined && (typeof key !== "string" || key.length === 0 || key.length > 100)) {
      throw badRequest("Idempotency-Key must be 1 to 100 characters.");
    }
    return submitPurchase(app.db, request.playerId, body, app.clock.now(), key);
  });

  route(app, getPurchaseStatusEndpoint, async (request, { params }) => {
    const status =
      rememberedPurchaseStatus(app.db, request.playerId, params.groupId) ??
      (await readPurchaseStatus(app.db, request.playerId, params.groupId));
    if (!status) throw notFound();
    return status;
  });
}

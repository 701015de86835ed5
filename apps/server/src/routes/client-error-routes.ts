import { reportClientErrorEndpoint } from "@lotto/api";
import type { FastifyInstance } from "fastify";
import { route } from "../http/route";
import { recordClientError } from "../operator/error-commands";

/** Reports a client may send per minute; more are refused with 429 (and the client stops sending). */
export const CLIENT_ERROR_RATE_LIMIT = 10;
/**
 * Reports all clients together may send per minute, on every instance: many addresses cannot flood
 * the table or the log either. Only this route counts it; no other call of the shop is ever refused by it.
 */
export const CLIENT_ERROR_OVERALL_LIMIT = 300;

/**
 * `POST /client-errors` (docs/security.md "Client errors"): the error the player's page met is logged
 * with this request's id and stored, so "Our team has been notified" on the error page is true.
 */
export async function clientErrorRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    reportClientErrorEndpoint,
    async (request, { body }) => {
      request.log.error({ clientError: body }, "client error reported");
      await recordClientError(
        app.db,
        body,
        { id: request.id, userAgent: request.headers["user-agent"] },
        app.clock.now(),
      );
      return { ok: true as const };
    },
    { rateLimit: { max: CLIENT_ERROR_RATE_LIMIT, overall: CLIENT_ERROR_OVERALL_LIMIT } },
  );
}

/**
 * The sandbox card gateway's own tokenisation endpoint (docs/security.md "Card data off our servers").
 * The browser posts the card here, never to `/api`; it answers a single-use token for the API. It is
 * an encapsulated plugin with its own error handler and request logging off, so card data reaches no
 * shop route and no log line; a real gateway serves this from its own origin instead.
 */
import { CardInputSchema, SANDBOX_CARD_TOKENS_PATH } from "@lotto/api";
import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import { HttpError } from "../http/http-error";
import { rateLimitHook } from "../http/rate-limit";
import { sandboxTokenise } from "../payments/card-gateway";

const refusal = (message: string) => ({ code: "CARD_INVALID", message });

/**
 * Registers `POST /sandbox-gateway/v1/tokens`, rate limited per client address as the credential
 * calls are (`AUTH_RATE_LIMIT` a minute): tokenising is how stolen cards get tested.
 */
export async function sandboxGatewayRoutes(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    if (error instanceof HttpError)
      return reply.status(error.statusCode).send({ code: error.code, message: error.message });
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return reply.status(status).send(refusal("The card could not be checked. Please try again."));
  });
  app.post(SANDBOX_CARD_TOKENS_PATH, {
    logLevel: "silent",
    preHandler: rateLimitHook(app, SANDBOX_CARD_TOKENS_PATH, { max: app.env.AUTH_RATE_LIMIT }),
    handler: async (request, reply) => {
      const card = v.safeParse(CardInputSchema, request.body);
      if (!card.success) return reply.status(400).send(refusal(card.issues[0].message));
      const token = sandboxTokenise(card.output);
      if (!token) return reply.status(400).send(refusal("Card number is invalid."));
      return token;
    },
  });
}

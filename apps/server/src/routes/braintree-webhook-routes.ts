/**
 * `POST /payments/braintree/webhooks` (docs/api.md, docs/payments.md "Webhooks"): Braintree's signed
 * notifications as a form (`bt_signature`, `bt_payload`), outside `/api/v1`. Registered only when
 * Braintree is configured; rate limited per address; a signature that is not ours is 403.
 */
import type { FastifyInstance } from "fastify";
import { HttpError } from "../http/http-error";
import { rateLimitHook } from "../http/rate-limit";
import type { BraintreeWebhookParser } from "../payments/braintree-webhooks";
import { recordBraintreeNotice } from "../wallet/braintree-notifications";

export const BRAINTREE_WEBHOOKS_PATH = "/payments/braintree/webhooks";

/** Notifications a minute from one address: Braintree sends a few, a flood is refused before parsing. */
const WEBHOOKS_PER_MINUTE = 120;

const invalidSignature = () =>
  new HttpError(403, "WEBHOOK_SIGNATURE_INVALID", "The notification's signature is not valid.");

export async function braintreeWebhookRoutes(
  app: FastifyInstance,
  opts: { parse: BraintreeWebhookParser },
): Promise<void> {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.post(BRAINTREE_WEBHOOKS_PATH, {
    preHandler: rateLimitHook(app, BRAINTREE_WEBHOOKS_PATH, { max: WEBHOOKS_PER_MINUTE }),
    handler: async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const { bt_signature: signature, bt_payload: payload } = body;
      if (typeof signature !== "string" || typeof payload !== "string") throw invalidSignature();
      const notice = await opts.parse(signature, payload);
      if (notice === "invalid") throw invalidSignature();
      if (notice) await recordBraintreeNotice(app.db, payload, notice, app.clock.now());
      return { received: true };
    },
  });
}

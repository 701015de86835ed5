import fp from "fastify-plugin";
import { type IdentityVerifier, identityVerifierFor } from "../accounts/identity-verification";
import { braintreeSettings } from "../config/braintree-settings";
import { fcmSettings } from "../config/fcm-settings";
import { sandboxAppPush } from "../notifications/app-push-sandbox";
import { fcmAppPush } from "../notifications/fcm-app-push";
import type { AppPushAdapter } from "../notifications/push-senders";
import { braintreeGateways } from "../payments/braintree";
import { sandboxCardGateway } from "../payments/card-gateway";
import type { PaymentGateways } from "../payments/gateways";
import { sandboxPaypal } from "../payments/paypal";

/** The third-party services, each with an offline sandbox default (docs/decisions.md#d8). */
export interface Adapters extends PaymentGateways {
  identity: IdentityVerifier;
  /** Pushes to the app wrappers (notifications/push-senders.ts). */
  appPush: AppPushAdapter;
}

declare module "fastify" {
  interface FastifyInstance {
    adapters: Adapters;
  }
}

/**
 * Decorates `app.adapters`: Braintree for cards and PayPal when its settings are given
 * (docs/payments.md), else the sandboxes; identity as IDENTITY_VERIFIER says (docs/identity.md); app
 * pushes through FCM when FCM_SERVICE_ACCOUNT_FILE is set, else the recording sandbox;
 * `adapters` (tests) replace any of them.
 */
export const adaptersPlugin = fp<{ adapters?: Partial<Adapters> | undefined }>(
  async (app, opts) => {
    const braintree = braintreeSettings(app.env);
    const fcm = fcmSettings(app.env);
    app.decorate("adapters", {
      identity: identityVerifierFor(app.env),
      appPush: fcm ? fcmAppPush(fcm) : sandboxAppPush(app.db, () => app.clock.now()),
      ...(braintree
        ? braintreeGateways(braintree)
        : { cardGateway: sandboxCardGateway, paypal: sandboxPaypal }),
      ...opts.adapters,
    });
  },
  { name: "adapters", dependencies: ["env", "database", "clock"] },
);

import fp from "fastify-plugin";
import { type IdentityVerifier, sandboxIdentityVerifier } from "../accounts/identity-verification";
import { sandboxCardGateway } from "../payments/card-gateway";
import type { PaymentGateways } from "../payments/gateways";
import { sandboxPaypal } from "../payments/paypal";

/** The third-party services, each with an offline sandbox default (docs/decisions.md#d8). */
export interface Adapters extends PaymentGateways {
  identity: IdentityVerifier;
}

declare module "fastify" {
  interface FastifyInstance {
    adapters: Adapters;
  }
}

/** Decorates `app.adapters`, sandbox unless given. */
export const adaptersPlugin = fp<{ adapters?: Partial<Adapters> | undefined }>(
  async (app, opts) => {
    app.decorate("adapters", {
      identity: sandboxIdentityVerifier,
      cardGateway: sandboxCardGateway,
      paypal: sandboxPaypal,
      ...opts.adapters,
    });
  },
  { name: "adapters" },
);

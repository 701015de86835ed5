import fp from "fastify-plugin";
import { type IdentityVerifier, sandboxIdentityVerifier } from "../accounts/identity-verification";
import { type CardGateway, sandboxCardGateway } from "../payments/card-gateway";
import { type Paypal, sandboxPaypal } from "../payments/paypal";

/** The third-party services, each with an offline sandbox default (DECISIONS 8). */
export interface Adapters {
  identity: IdentityVerifier;
  cardGateway: CardGateway;
  paypal: Paypal;
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

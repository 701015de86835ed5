import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * The third parties the spec names (§3 Global state: maps, analytics, PayPal, identity check, card
 * gateway), each behind an adapter (DECISIONS 8); swap these origins when plugging in the real ones.
 */
export const THIRD_PARTY_ORIGINS = {
  maps: ["https://maps.googleapis.com", "https://maps.gstatic.com"],
  analytics: ["https://www.googletagmanager.com", "https://www.google-analytics.com"],
  paypal: ["https://www.paypal.com", "https://www.sandbox.paypal.com", "https://js.braintreegateway.com"],
  identityCheck: ["https://simpleui-au.vixverify.com"],
  cardGateway: ["https://secure.ewaypayments.com"],
} as const;

const thirdParties = Object.values(THIRD_PARTY_ORIGINS).flat();

declare module "fastify" {
  interface FastifyReply {
    /** This response's script nonce: put it on the app's own and the third parties' script tags. */
    scriptNonce: string;
  }
}

type RawWithNonce = { scriptNonce?: string };

/**
 * Helmet's security headers with a Content-Security-Policy whose script-src carries a fresh nonce per
 * response (issue 4 Auth). Styles allow inline because styled-components injects style tags.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateReply("scriptNonce", "");
    app.addHook("onRequest", async (_request, reply) => {
      const nonce = randomBytes(16).toString("base64");
      reply.scriptNonce = nonce;
      (reply.raw as RawWithNonce).scriptNonce = nonce;
    });
    const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as RawWithNonce).scriptNonce ?? ""}'`;
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", nonce, ...thirdParties],
          connectSrc: ["'self'", ...thirdParties],
          frameSrc: [
            "'self'",
            ...THIRD_PARTY_ORIGINS.paypal,
            ...THIRD_PARTY_ORIGINS.identityCheck,
            ...THIRD_PARTY_ORIGINS.cardGateway,
          ],
          imgSrc: ["'self'", "data:", "https:"],
          styleSrc: ["'self'", "'unsafe-inline'", "https://fonts.googleapis.com"],
          fontSrc: ["'self'", "data:", "https://fonts.gstatic.com"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      },
    });
  },
  { name: "security-headers" },
);

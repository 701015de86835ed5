import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type BraintreeSettings, braintreeSettings } from "../config/braintree-settings";

/**
 * The third parties the spec names (R-ENTITIES Global state: maps, analytics, identity check), each
 * behind an adapter (docs/decisions.md#d8); swap these origins when plugging in the real ones. Payments
 * are {@link paymentOrigins}: only what Braintree needs, and only when it is configured.
 */
export const THIRD_PARTY_ORIGINS = {
  maps: ["https://maps.googleapis.com", "https://maps.gstatic.com"],
  analytics: ["https://www.googletagmanager.com", "https://www.google-analytics.com"],
  identityCheck: ["https://simpleui-au.vixverify.com"],
} as const;

const thirdParties = Object.values(THIRD_PARTY_ORIGINS).flat();

/** The origins a directive names for payments. */
interface PaymentOrigins {
  script: string[];
  connect: string[];
  frame: string[];
}

/**
 * What the browser side of Braintree needs (docs/payments.md), none for the sandboxes (same origin):
 * braintree-web is bundled, so scripts are PayPal's SDK and Cardinal's 3-D Secure (songbird); calls go
 * to the client API and its analytics; Hosted Fields, PayPal and 3-D Secure are frames.
 */
export function paymentOrigins(braintree: BraintreeSettings["environment"] | null): PaymentOrigins {
  if (!braintree) return { script: [], connect: [], frame: [] };
  const live = braintree === "production";
  const paypal = live
    ? ["https://www.paypal.com"]
    : ["https://www.paypal.com", "https://www.sandbox.paypal.com"];
  const cardinal = live
    ? "https://songbird.cardinalcommerce.com"
    : "https://songbirdstag.cardinalcommerce.com";
  return {
    script: [...paypal, "https://www.paypalobjects.com", cardinal],
    connect: [
      live ? "https://api.braintreegateway.com" : "https://api.sandbox.braintreegateway.com",
      live
        ? "https://client-analytics.braintreegateway.com"
        : "https://client-analytics.sandbox.braintreegateway.com",
      live ? "https://payments.braintree-api.com" : "https://payments.sandbox.braintree-api.com",
      ...paypal,
      cardinal,
    ],
    frame: [
      "https://assets.braintreegateway.com",
      ...paypal,
      live ? "https://centinelapi.cardinalcommerce.com" : "https://centinelapistag.cardinalcommerce.com",
    ],
  };
}

declare module "fastify" {
  interface FastifyReply {
    /** This response's script nonce: put it on the app's own and the third parties' script tags. */
    scriptNonce: string;
  }
}

/** The policy around this response's nonce, joined once at start: the parts before and after it. */
function cspAround(payments: PaymentOrigins): [string, string] {
  const directives: [string, readonly string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "NONCE", ...thirdParties, ...payments.script]],
    ["connect-src", ["'self'", ...thirdParties, ...payments.connect]],
    ["frame-src", ["'self'", ...THIRD_PARTY_ORIGINS.identityCheck, ...payments.frame]],
    ["img-src", ["'self'", "data:", "https:"]],
    // Styles allow inline because styled-components injects style tags.
    ["style-src", ["'self'", "'unsafe-inline'", "https://fonts.googleapis.com"]],
    ["font-src", ["'self'", "data:", "https://fonts.gstatic.com"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'self'"]],
  ];
  const [before = "", after = ""] = directives
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ")
    .split("NONCE");
  return [before, after];
}

/** Helmet's default headers (helmet 8), fixed for every response. */
export const STATIC_HEADERS = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "no-referrer",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

/** API answers are data, never a document: nothing may load or frame them (OWASP REST guidance). */
const API_HEADERS = {
  ...STATIC_HEADERS,
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
};

/**
 * True for the JSON API and the web build's assets, which get {@link API_HEADERS}: a script or style
 * runs under the policy of the page that loads it, never its own, so the page's 1 KB policy on each of
 * a page's twenty files was only bytes on a slow line; `default-src 'none'` still keeps an asset opened
 * on its own (an SVG) from running anything.
 */
const isApi = (url: string) => url.startsWith("/api/") || url.startsWith("/assets/");

/**
 * Helmet's security headers (R-SERVER Auth): pages get a Content-Security-Policy whose script-src
 * carries a fresh nonce per response; API answers a fixed, stricter one. The headers are joined once at
 * load: @fastify/helmet rebuilt its middleware (re-parsing every directive) on each request, a third
 * of a cached read's cost.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateReply("scriptNonce", "");
    const [before, after] = cspAround(paymentOrigins(braintreeSettings(app.env)?.environment ?? null));
    app.addHook("onRequest", (request, reply, done) => {
      if (isApi(request.url)) {
        reply.headers(API_HEADERS);
        return done();
      }
      const nonce = randomBytes(16).toString("base64");
      reply.scriptNonce = nonce;
      reply.headers(STATIC_HEADERS);
      reply.header("content-security-policy", `${before}'nonce-${nonce}'${after}`);
      done();
    });
  },
  { name: "security-headers", dependencies: ["env"] },
);

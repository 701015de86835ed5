import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * The third parties the spec names (R-ENTITIES Global state: maps, analytics, PayPal, identity check, card
 * gateway), each behind an adapter (docs/decisions.md#d8); swap these origins when plugging in the real ones.
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

/** The script-src and the rest of the policy around this response's nonce, joined once at load. */
const CSP_DIRECTIVES: [string, readonly string[]][] = [
  ["default-src", ["'self'"]],
  ["script-src", ["'self'", "NONCE", ...thirdParties]],
  ["connect-src", ["'self'", ...thirdParties]],
  [
    "frame-src",
    [
      "'self'",
      ...THIRD_PARTY_ORIGINS.paypal,
      ...THIRD_PARTY_ORIGINS.identityCheck,
      ...THIRD_PARTY_ORIGINS.cardGateway,
    ],
  ],
  ["img-src", ["'self'", "data:", "https:"]],
  // Styles allow inline because styled-components injects style tags.
  ["style-src", ["'self'", "'unsafe-inline'", "https://fonts.googleapis.com"]],
  ["font-src", ["'self'", "data:", "https://fonts.gstatic.com"]],
  ["object-src", ["'none'"]],
  ["base-uri", ["'self'"]],
  ["form-action", ["'self'"]],
  ["frame-ancestors", ["'self'"]],
];
const [CSP_BEFORE_NONCE = "", CSP_AFTER_NONCE = ""] = CSP_DIRECTIVES.map(
  ([name, values]) => `${name} ${values.join(" ")}`,
)
  .join("; ")
  .split("NONCE");

/** Helmet's default headers (helmet 8), fixed for every response. */
const STATIC_HEADERS = {
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
    app.addHook("onRequest", (request, reply, done) => {
      if (isApi(request.url)) {
        reply.headers(API_HEADERS);
        return done();
      }
      const nonce = randomBytes(16).toString("base64");
      reply.scriptNonce = nonce;
      reply.headers(STATIC_HEADERS);
      reply.header("content-security-policy", `${CSP_BEFORE_NONCE}'nonce-${nonce}'${CSP_AFTER_NONCE}`);
      done();
    });
  },
  { name: "security-headers" },
);

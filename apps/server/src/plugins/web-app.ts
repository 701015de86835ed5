import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { acceptedEncoding, COMPRESS_MIN_BYTES, compress } from "../http/compress";
import { notFoundBody } from "../http/error-handler";
import { firstPromoArt, hasPromoSlot, withPromoArt } from "./promo-art";
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, isHashedAsset, webDocuments } from "./web-document";

/** Puts the response's nonce on every script tag of index.html and exposes it in a meta tag. */
export function withNonce(html: string, nonce: string): string {
  return html
    .replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`)
    .replace("<head>", `<head>\n    <meta property="csp-nonce" name="csp-nonce" content="${nonce}" />`);
}

/**
 * A request for a file, not a page: under the build's asset folders, or ending in a file extension
 * (`/favicon.ico`, `/manifest.webmanifest`). A missing one answers 404: index.html in its place would
 * reach an `<img>` or the manifest as HTML.
 */
export const isFileRequest = (url: string): boolean => {
  const path = url.split("?")[0] ?? "";
  return /^\/(assets|images|icons)\//.test(path) || /\.[a-z0-9]{2,12}$/i.test(path);
};

/**
 * Serves the built web app (`apps/web/dist`) when it exists: assets as files, brotli or gzip copies
 * from the build when the browser takes them, hashed ones cacheable for a year; every other non-API
 * GET gets index.html (SPA fallback) with its route's preloads, its prerendered first paint if it has
 * one, and this response's nonce, compressed when the browser takes it; unknown API paths stay JSON
 * 404s.
 */
export const webAppPlugin = fp<{ dist: string }>(
  async (app: FastifyInstance, opts) => {
    const hasApp = existsSync(join(opts.dist, "index.html"));
    const documentFor = hasApp ? webDocuments(opts.dist) : null;
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!documentFor) return reply.status(404).send(notFoundBody());
      const url = new URL(request.url, "http://x");
      let doc = documentFor(url.pathname, url.search);
      // Home's first paint shows the promo slider's first artwork of the remote config served now; a
      // failed read leaves the placeholder bare rather than fail the page.
      if (hasPromoSlot(doc)) doc = withPromoArt(doc, await firstPromoArt(app.db).catch(() => null));
      reply.header("cache-control", CACHE_REVALIDATE).header("etag", doc.etag);
      if (request.headers["if-none-match"] === doc.etag) {
        // The browser keeps the page it has, whose nonce matches the policy stored with it: a new
        // policy here would block that page's own nonce (docs/security.md).
        reply.removeHeader("content-security-policy");
        return reply.status(304).send();
      }
      const html = withNonce(doc.html, reply.scriptNonce);
      reply.type("text/html; charset=utf-8").header("vary", "accept-encoding");
      // The nonce makes each response unique: compressed per response (a prerendered page is ~10 KB).
      const encoding = html.length >= COMPRESS_MIN_BYTES ? acceptedEncoding(request) : null;
      if (!encoding) return reply.send(html);
      return reply.header("content-encoding", encoding).send(compress(html, encoding));
    };
    if (hasApp) {
      await app.register(fastifyStatic, {
        root: opts.dist,
        index: false,
        wildcard: false,
        prefix: "/",
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, path) =>
          reply.header("cache-control", isHashedAsset(opts.dist, path) ? CACHE_IMMUTABLE : CACHE_REVALIDATE),
      });
      app.get("/", sendIndex);
    }
    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url.startsWith("/api/") || request.url.startsWith("/dev/");
      // A chunk of an older build is gone: a 404 lets the app reload instead of running a page as script.
      const wantsPage = request.method === "GET" && !isApi && !isFileRequest(request.url) && hasApp;
      if (wantsPage) return sendIndex(request, reply);
      return reply.status(404).send(notFoundBody());
    });
  },
  { name: "web-app", dependencies: ["security-headers"] },
);

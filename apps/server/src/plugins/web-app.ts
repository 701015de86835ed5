import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { notFoundBody } from "../http/error-handler";

/** Puts the response's nonce on every script tag of index.html and exposes it in a meta tag. */
export function withNonce(html: string, nonce: string): string {
  return html
    .replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`)
    .replace("<head>", `<head>\n    <meta property="csp-nonce" name="csp-nonce" content="${nonce}" />`);
}

/**
 * Serves the built web app (`apps/web/dist`) when it exists: assets as files, every other non-API
 * GET gets index.html (SPA fallback) with this response's nonce; unknown API paths stay JSON 404s.
 */
export const webAppPlugin = fp<{ dist: string }>(
  async (app: FastifyInstance, opts) => {
    const indexFile = join(opts.dist, "index.html");
    const hasApp = existsSync(indexFile);
    const sendIndex = (reply: FastifyReply) =>
      reply
        .type("text/html; charset=utf-8")
        .send(withNonce(readFileSync(indexFile, "utf8"), reply.scriptNonce));
    if (hasApp) {
      await app.register(fastifyStatic, { root: opts.dist, index: false, wildcard: false, prefix: "/" });
      app.get("/", (_request, reply) => sendIndex(reply));
    }
    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url.startsWith("/api/") || request.url.startsWith("/dev/");
      const wantsPage = request.method === "GET" && !isApi && hasApp;
      if (wantsPage) return sendIndex(reply);
      return reply.status(404).send(notFoundBody());
    });
  },
  { name: "web-app", dependencies: ["security-headers"] },
);

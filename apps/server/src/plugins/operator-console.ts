import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { notFoundBody } from "../http/error-handler";
import { STATIC_HEADERS } from "./security-headers";
import { isFileRequest } from "./web-app";
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, isHashedAsset } from "./web-document";

/**
 * The console's own policy: its scripts and calls are its origin's only (no inline script, no third
 * party, not the players' origin), nothing may frame it, and forms post nowhere else. Styles allow
 * inline because styled-components injects style tags.
 */
export const OPERATOR_CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "connect-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** Every answer of the console's pages and files: helmet's headers, never framed, never cached by others. */
const CONSOLE_HEADERS = {
  ...STATIC_HEADERS,
  "x-frame-options": "DENY",
  "content-security-policy": OPERATOR_CONSOLE_CSP,
};

/**
 * Serves the operator console's build (`apps/operator/dist`) on the operator listener only: its files
 * (hashed ones cacheable for a year), and index.html for every other GET that is not the API, so the
 * console's own addresses load it. The players' listener never registers this plugin (test).
 */
export const operatorConsolePlugin = fp<{ dist: string }>(
  async (app: FastifyInstance, opts) => {
    const indexFile = join(opts.dist, "index.html");
    const hasConsole = existsSync(indexFile);
    app.addHook("onRequest", (request, reply, done) => {
      if (!request.url.startsWith("/api/")) reply.headers(CONSOLE_HEADERS);
      done();
    });
    const sendIndex = async (reply: FastifyReply) => {
      if (!hasConsole) return reply.status(404).send(notFoundBody());
      const html = await readFile(indexFile, "utf8");
      return reply.header("cache-control", CACHE_REVALIDATE).type("text/html; charset=utf-8").send(html);
    };
    if (hasConsole) {
      await app.register(fastifyStatic, {
        root: opts.dist,
        index: false,
        wildcard: false,
        prefix: "/",
        cacheControl: false,
        setHeaders: (reply, path) =>
          reply.header("cache-control", isHashedAsset(opts.dist, path) ? CACHE_IMMUTABLE : CACHE_REVALIDATE),
      });
    }
    app.get("/", (_request, reply) => sendIndex(reply));
    app.setNotFoundHandler((request, reply) => {
      const wantsPage =
        request.method === "GET" && !request.url.startsWith("/api/") && !isFileRequest(request.url);
      if (wantsPage) return sendIndex(reply);
      return reply.status(404).send(notFoundBody());
    });
  },
  { name: "operator-console" },
);

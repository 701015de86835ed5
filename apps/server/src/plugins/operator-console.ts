import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { notFound } from "../http/http-error";
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
 * (hashed ones cacheable for a year), and index.html for every other GET that is neither the API nor
 * a file, so the console's own addresses load it. Without a build every page is a 404. The players'
 * listener never registers this plugin (test).
 */
export const operatorConsolePlugin = fp<{ dist: string }>(
  async (app: FastifyInstance, opts) => {
    const indexFile = join(opts.dist, "index.html");
    const hasConsole = existsSync(indexFile);
    app.addHook("onRequest", (request, reply, done) => {
      if (!request.url.startsWith("/api/")) reply.headers(CONSOLE_HEADERS);
      done();
    });
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
    // A route, not the listener's not-found handler (the API's JSON 404 stays): the built files are
    // routes of their own, which win over this wildcard.
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!hasConsole || request.url.startsWith("/api/") || isFileRequest(request.url)) throw notFound();
      const html = await readFile(indexFile, "utf8");
      return reply.header("cache-control", CACHE_REVALIDATE).type("text/html; charset=utf-8").send(html);
    };
    app.get("/", sendIndex);
    app.get("/*", sendIndex);
  },
  { name: "operator-console" },
);

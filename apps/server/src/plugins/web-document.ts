import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { type ClientIdentity, clientHeaders } from "@lotto/api";
import { gameBySlug, RESULTS_FIRST_GAME } from "@lotto/core";

/** Vite names every file under assets/ by its content: a new build brings new names. */
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
/** Documents and unhashed files: kept, but checked with the server (ETag) before each use. */
export const CACHE_REVALIDATE = "no-cache";

/** True for a file of the build (or its compressed copy) under assets/, where Vite names by content. */
export const isHashedAsset = (dist: string, path: string) => relative(dist, path).startsWith(`assets${sep}`);

interface RouteHints {
  /** Who the web app is to the API: the headers of the data calls. An older build has none. */
  client?: ClientIdentity;
  shellData: string[];
  routes: { path: string; modules: string[]; styles: string[]; data: string[] }[];
}

/** The landing pages' first paint the web build renders (apps/web/vite/prerender.ts). */
interface Prerendered {
  /** Runs after the markup: drops it when the app's first render will not be a visitor's. */
  script: string;
  /** By exact path: the styles for the head and the markup for #root. */
  pages: Record<string, { styles: string; markup: string }>;
  /**
   * Every document's first script (apps/web/src/prerender/early-script.ts): keeps the player's input
   * until the app runs, shows the offline screen if the connection drops before, registers the service
   * worker. An older build has none.
   */
  early?: string;
  /** The offline screen's first paint, kept in a template for that script. */
  offline?: { styles: string; markup: string };
}

/** The id of the offline screen's template (apps/web/src/prerender/early-script.ts). */
const OFFLINE_TEMPLATE_ID = "offline-screen";

/** The early script first in the head, the offline screen's template last in the body. */
function withEarlyScript(html: string, { early, offline }: Prerendered): string {
  if (!early) return html;
  const template = offline
    ? `<template id="${OFFLINE_TEMPLATE_ID}">${offline.styles}${offline.markup}</template>`
    : "";
  // Right after the charset, which must come first, and before anything that could hold it back.
  const anchor = /<meta charset=[^>]*>/i.test(html) ? /<meta charset=[^>]*>/i : /<head>/;
  return html
    .replace(anchor, (tag) => `${tag}\n    <script>${early}</script>`)
    .replace(/\s*<\/body>/, `${template}</body>`);
}

function readPrerendered(dist: string): Prerendered {
  const file = join(dist, ".vite/prerender.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : { script: "", pages: {} };
}

const EMPTY_ROOT = '<div id="root"></div>';
/** How many of the data calls and module tags the first paint's script starts in one task. */
const STARTS_PER_TASK = 2;

/** The app's module script and preloads, and the HTML's data calls (hintTags), as tags of a document. */
const MODULE_TAG =
  /\s*<(script type="module"|link rel="modulepreload")[^>]*? (?:src|href)="([^"]+)"[^>]*>(?:<\/script>)?/g;
const DATA_CALLS = /\s*<script>(if\(!window\.mobileAppDetails\).*?)<\/script>/;
/** The headers of a data call (R-CALLS: every call carries them), as a script's literal. */
const headersLiteral = (client: ClientIdentity) =>
  JSON.stringify(clientHeaders(client)).replace(/</g, "\\u003c");
/** The URLs a data-calls script (hintTags) fetches. */
const dataCallUrls = (script: string): string[] =>
  JSON.parse(/for\(const u of (\[[^\]]*\])\)/.exec(script)?.[1] ?? "[]");

/**
 * Puts a prerendered page's first paint into its document, and keeps everything else from holding that
 * paint back or competing with it: the route's stylesheets come inline, and the app's scripts and the
 * data calls, which the paint no longer needs, start once it has happened (right away in a hidden tab,
 * which paints nothing): on a slow line they would share its bandwidth with the document.
 */
function withFirstPaint(
  html: string,
  page: { markup: string },
  visitorOnly: string,
  dist: string,
  client: ClientIdentity | undefined,
): string {
  const dataCalls = DATA_CALLS.exec(html)?.[1] ?? "";
  const modules: [string, string][] = [];
  const rest = html
    .replace(DATA_CALLS, "")
    .replace(MODULE_TAG, (_tag, kind: string, url: string) => {
      modules.push([kind.startsWith("script") ? "script" : "link", url]);
      return "";
    })
    .replace(/<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)" \/>/g, (tag, href: string) => {
      const file = join(dist, href);
      return existsSync(file) ? `<style>${readFileSync(file, "utf8")}</style>` : tag;
    });
  // The data calls first, then the module tags, a couple per task: Chromium takes a few milliseconds
  // to start each fetch, and all of them in one task made a long one on a slow phone (the data calls
  // alone, ~37 ms of one task at full speed). Not inside the app wrapper (hintTags).
  const queue = [...dataCallUrls(dataCalls).map((url) => ["fetch", url]), ...modules];
  const loadAll =
    `const q=${JSON.stringify(queue).replace(/</g, "\\u003c")}.filter(([k])=>k!=="fetch"||!window.mobileAppDetails);` +
    `const h=${client ? headersLiteral(client) : "{}"};` +
    "if(!window.mobileAppDetails)window.__prefetch={};const add=(i)=>{" +
    `for(const[k,u]of q.slice(i,i+${STARTS_PER_TASK})){if(k==="fetch"){window.__prefetch[u]=fetch(u,{headers:h}).catch(()=>null);continue}` +
    'const e=document.createElement(k);e.crossOrigin="";if(k==="script"){e.type="module";e.src=u}' +
    'else{e.rel="modulepreload";e.href=u}document.head.append(e)}' +
    `if(i+${STARTS_PER_TASK}<q.length)setTimeout(()=>add(i+${STARTS_PER_TASK}))};add(0)`;
  const afterPaint =
    `const go=()=>{${loadAll}};` +
    'document.visibilityState==="hidden"?go():requestAnimationFrame(()=>setTimeout(go))';
  return rest.replace(
    EMPTY_ROOT,
    `<div id="root">${page.markup}</div><script>${visitorOnly}</script><script>${afterPaint}</script>`,
  );
}

/** The route hints the web build writes (apps/web/vite/route-hints.ts); none for an older build. */
function readHints(dist: string): RouteHints {
  const file = join(dist, ".vite/route-hints.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : { shellData: [], routes: [] };
}

const matches = (pattern: string, pathname: string) =>
  pattern.includes("/:")
    ? new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}/?$`).test(pathname)
    : pattern === pathname || `${pattern}/` === pathname;

const attr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** The game a game page's path names (`/games/:slug`), by core's catalogue. */
const gameIdOf = (pathname: string) => gameBySlug(pathname.split("/")[2] ?? "")?.id;

/** The tags that start a route's chunks, styles and data beside the entry, before the app runs. */
function hintTags(hints: RouteHints, pathname: string): string {
  const route = hints.routes.find((r) => matches(r.path, pathname));
  const gameId = gameIdOf(pathname);
  // A call for the page's game is started only when the path names a game.
  const routeData = (route?.data ?? []).flatMap((url) => {
    const filled = url.replace("{resultsGameId}", String(RESULTS_FIRST_GAME.id));
    if (!filled.includes("{gameId}")) return [filled];
    return gameId === undefined ? [] : [filled.replace("{gameId}", String(gameId))];
  });
  const data = [...hints.shellData, ...routeData];
  const tags = [
    ...(route?.styles ?? []).map((href) => `<link rel="stylesheet" href="${attr(href)}" />`),
    ...(route?.modules ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${attr(href)}" />`),
  ];
  // The app's API client takes these answers instead of asking again (apps/web/src/lib/prefetch.ts).
  // They carry the web app's headers; none start inside the app wrapper, whose calls carry its own
  // Channel-ID and Client-OS. A build that does not say who the web app is starts none.
  if (data.length > 0 && hints.client) {
    tags.push(
      `<script>if(!window.mobileAppDetails){window.__prefetch={};const h=${headersLiteral(hints.client)};` +
        `for(const u of ${JSON.stringify(data).replace(/</g, "\\u003c")})` +
        "window.__prefetch[u]=fetch(u,{headers:h}).catch(()=>null)}</script>",
    );
  }
  return tags.map((t) => `    ${t}\n`).join("");
}

/** A route's HTML and its validator; the nonce goes in per response (web-app.ts). */
export interface WebDocument {
  html: string;
  etag: string;
}

/**
 * Builds each route's index.html: the build's template with that route's preloads and data calls in
 * its head and, for a prerendered page asked without a query (a query can change the first render,
 * e.g. an alert), its first paint in #root with that paint's styles. Read once: a new build is served
 * by a restart, as its hashed assets are.
 */
export function webDocuments(dist: string): (pathname: string, search?: string) => WebDocument {
  const template = readFileSync(join(dist, "index.html"), "utf8");
  const hints = readHints(dist);
  const prerendered = readPrerendered(dist);
  const cache = new Map<string, WebDocument>();
  return (pathname, search = "") => {
    const page = search === "" ? prerendered.pages[pathname.replace(/(.)\/$/, "$1")] : undefined;
    // One document per route and game (and prerendered page): an unknown slug adds nothing to the cache.
    const route = `${hints.routes.find((r) => matches(r.path, pathname))?.path ?? ""} ${gameIdOf(pathname) ?? ""} ${page ? "shell" : ""}`;
    let doc = cache.get(route);
    if (!doc) {
      let html = template.replace(
        /\n?\s*<\/head>/,
        `\n${hintTags(hints, pathname)}${page?.styles ?? ""}\n  </head>`,
      );
      if (page) html = withFirstPaint(html, page, prerendered.script, dist, hints.client);
      html = withEarlyScript(html, prerendered);
      doc = { html, etag: `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"` };
      cache.set(route, doc);
    }
    return doc;
  };
}

import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { createApiClient } from "@lotto/api";
import { afterAll, beforeAll } from "vitest";
import { build, type TestApp } from "../helper";

/**
 * A web build on disk for the delivery tests: an entry chunk with its compressed copies, route hints
 * and two prerendered pages, served by one app for the whole file that calls useWebDist().
 */

export const script = "export const answer = 42;\n".repeat(200);
/** Who the web app is to the API, as the build writes it (apps/web/src/config/web-client.ts). */
export const webClient = { channel: "web", appVersion: "1.94.0", clientOs: "playonline" } as const;

export const hints = {
  client: webClient,
  shellData: ["/api/v1/config"],
  routes: [
    { path: "/", modules: ["/assets/home-Page1234.js"], styles: ["/assets/home-Page1234.css"], data: [] },
    {
      path: "/results",
      modules: [],
      styles: [],
      data: ["/api/v1/games", "/api/v1/results?game_id={resultsGameId}&page=1"],
    },
    {
      path: "/games/:slug",
      modules: ["/assets/game-Page5678.js"],
      styles: [],
      data: ["/api/v1/games", "/api/v1/games/{gameId}/purchase-config"],
    },
  ],
};

/** Home's promo placeholder as the build's prerender leaves it, for the server to fill. */
const promoSlot =
  '<div data-testid="promo-placeholder"><picture data-promo-art="" class="p"><source media="(max-width: 599.98px)" srcSet="{promoArtCondensed}"/><img src="{promoArt}" alt="" fetchPriority="high"/></picture></div>';
export const skeletons = '<div class="skeleton"></div>'.repeat(50);

export const prerender = {
  script: 'if(sessionStorage.getItem("token"))document.getElementById("root").replaceChildren()',
  early: "window.__takeOver=()=>{}",
  offline: {
    styles: '<style data-styled="true">.o{}</style>',
    markup: "<main><h1>You appear to be offline.</h1></main>",
  },
  pages: {
    "/": {
      styles: '<style data-styled="true">.a{color:red}</style>',
      markup: `<main><h1>Choose your game</h1>${promoSlot}${skeletons}</main>`,
    },
    "/games/powerball": {
      styles: '<style data-styled="true">.b{}</style>',
      markup: "<main><h1>Powerball</h1></main>",
    },
  },
};

let app: TestApp;

/** Serves the build above for this test file's tests. */
export function useWebDist() {
  beforeAll(async () => {
    const dist = await mkdtemp("/tmp/web-dist-");
    await mkdir(`${dist}/assets`);
    await mkdir(`${dist}/.vite`);
    await writeFile(
      `${dist}/index.html`,
      '<!doctype html><html><head><script type="module" src="/assets/index-Abcd1234.js"></script>\n  </head><body><div id="root"></div></body></html>',
    );
    await writeFile(`${dist}/assets/index-Abcd1234.js`, script);
    await writeFile(`${dist}/assets/home-Page1234.css`, ".home{margin:0}");
    await writeFile(`${dist}/assets/index-Abcd1234.js.br`, brotliCompressSync(script));
    await writeFile(`${dist}/assets/index-Abcd1234.js.gz`, gzipSync(script));
    await writeFile(`${dist}/robots.txt`, "User-agent: *\n");
    await writeFile(`${dist}/sw.js`, "self.addEventListener('fetch', () => {});\n");
    await writeFile(`${dist}/.vite/route-hints.json`, JSON.stringify(hints));
    await writeFile(`${dist}/.vite/prerender.json`, JSON.stringify(prerender));
    app = await build({ env: { WEB_DIST: dist } });
  });
  afterAll(() => app.close());
}

/** The app serving the build (set once useWebDist()'s beforeAll has run). */
export const webApp = () => app;

export const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });
export const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

/** A call's headers by lower-case name, as the browser sends them. */
export const headerMap = (headers: RequestInit["headers"]) => Object.fromEntries(new Headers(headers));

/** The headers the web app's API client sends on a GET, for {@link webClient}. */
export async function headersTheClientSends(): Promise<Record<string, string>> {
  let sent: Headers | undefined;
  const fetch = async (request: Request) => {
    sent = request.headers;
    return Response.json({ data: {} });
  };
  await createApiClient({ ...webClient, baseUrl: "http://x", fetch: fetch as typeof globalThis.fetch }).send({
    method: "GET",
    path: "/config",
    auth: false,
  });
  return headerMap(sent);
}

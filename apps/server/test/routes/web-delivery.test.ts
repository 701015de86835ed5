import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { promoSlides, RESULTS_FIRST_GAME } from "@lotto/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setRemoteConfig, unsetRemoteConfig } from "../../src/service/runtime-remote-config";
import { build, type TestApp } from "../helper";

const script = "export const answer = 42;\n".repeat(200);
const hints = {
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
const skeletons = '<div class="skeleton"></div>'.repeat(50);

const prerender = {
  script: 'if(sessionStorage.getItem("token"))document.getElementById("root").replaceChildren()',
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
  await writeFile(`${dist}/.vite/route-hints.json`, JSON.stringify(hints));
  await writeFile(`${dist}/.vite/prerender.json`, JSON.stringify(prerender));
  app = await build({ env: { WEB_DIST: dist } });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });
const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

describe("the web app's assets: compressed at build time, cached for a year", () => {
  it("sends the brotli copy, else the gzip one, else the file, each marked as varying by encoding", async () => {
    const br = await get("/assets/index-Abcd1234.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    const gz = await get("/assets/index-Abcd1234.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await get("/assets/index-Abcd1234.js", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const res of [br, gz, plain]) {
      expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
      // A script runs under its page's policy: the asset itself carries only the short fixed one.
      expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  it("answers 404, not the page, for a chunk the build does not have", async () => {
    const res = await get("/assets/index-Gone0000.js");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("answers 404, not the page, for any missing image, icon or file, while routes still get the page", async () => {
    for (const url of [
      "/images/promo/gone.webp",
      "/icons/gone.png",
      "/favicon.ico",
      "/manifest-gone.webmanifest",
      "/images/promo/gone.svg?v=2",
    ]) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
    }
    for (const url of ["/results", "/games/saturday-lotto?gameStatus=not-started", "/activate?token=a.b"]) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
    }
  });

  it("makes unhashed files revalidate with their ETag", async () => {
    const first = await get("/robots.txt");
    expect(first.headers["cache-control"]).toBe("no-cache");
    const again = await get("/robots.txt", { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe("the web app's documents", () => {
  it("makes index.html revalidate: no-cache with an ETag, 304 while the route's HTML is unchanged", async () => {
    const first = await get("/");
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await get("/", { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    // The kept page's nonce is the one of the policy kept with it: a 304 must not replace that policy.
    expect(again.headers["content-security-policy"]).toBeUndefined();
    expect(again.headers.etag).toBe(first.headers.etag);
    const otherRoute = await get("/games/powerball", { "if-none-match": String(first.headers.etag) });
    expect(otherRoute.statusCode).toBe(200);
  });

  it("preloads the route's chunks and styles and starts its data calls under this response's nonce", async () => {
    // With a query: the generic document (the prerendered one is tested below).
    const home = await get("/?ref=mail");
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-Page1234.js" />');
    expect(home.body).toContain('<link rel="stylesheet" href="/assets/home-Page1234.css" />');
    expect(home.body).not.toContain("game-Page5678");
    const game = await get("/games/powerball?draws=2");
    const nonce = nonceOf(game.headers["content-security-policy"]);
    expect(game.body).toContain('<link rel="modulepreload" crossorigin href="/assets/game-Page5678.js" />');
    expect(game.body).toContain(
      `<script nonce="${nonce}">if(!window.mobileAppDetails){window.__prefetch={};for(const u of ["/api/v1/config","/api/v1/games","/api/v1/games/5132/purchase-config"])`,
    );
    // A path that names no game starts no call for one.
    expect((await get("/games/no-such-game")).body).toContain(
      'for(const u of ["/api/v1/config","/api/v1/games"])',
    );
    expect(game.body.indexOf("window.__prefetch")).toBeLessThan(game.body.indexOf("</head>"));
    // The results page's first history call names the game core says the page shows first.
    const results = (await get("/results")).body;
    expect(results).toContain(`"/api/v1/results?game_id=${RESULTS_FIRST_GAME.id}&page=1"`);
    expect(results).not.toContain("{resultsGameId}");
    const other = await get("/contactus");
    expect(other.body).toContain('for(const u of ["/api/v1/config"])');
    expect(other.body).not.toContain("modulepreload");
  });

  it("starts the data calls in a browser but none inside the app wrapper (they would lack its headers)", async () => {
    const body = (await get("/?ref=mail")).body;
    const script = /<script nonce="[^"]+">(.*?)<\/script>/.exec(body)?.[1] ?? "";
    const run = (window: Record<string, unknown>) => {
      const started: string[] = [];
      const fetch = (u: string) => {
        started.push(u);
        return Promise.resolve(null);
      };
      new Function("window", "fetch", script)(window, fetch);
      return started;
    };
    expect(run({})).toEqual(["/api/v1/config"]);
    expect(run({ mobileAppDetails: { isPlayOnlineApp: true, platform: "android" } })).toEqual([]);
  });
});

describe("the prerendered landing pages", () => {
  it("serves a prerendered page's first paint in #root and its styles in the head", async () => {
    const home = await get("/");
    const nonce = nonceOf(home.headers["content-security-policy"]);
    expect(home.body).toContain(
      `<div id="root"><main><h1>Choose your game</h1><div data-testid="promo-placeholder">`,
    );
    expect(home.body).toContain(
      `${skeletons}</main></div><script nonce="${nonce}">${prerender.script}</script>`,
    );
    expect(home.body.indexOf('<style data-styled="true">.a{color:red}</style>')).toBeLessThan(
      home.body.indexOf("</head>"),
    );
    // Nothing else holds that paint back: the route's stylesheet inline, the app's scripts at low priority.
    expect(home.body).toContain("<style>.home{margin:0}</style>");
    expect(home.body).not.toContain('<link rel="stylesheet"');
    // The app's scripts and the data calls start once it has painted: not as tags of the document.
    expect(home.body).not.toMatch(
      /<script type="module"|<link rel="modulepreload"|<script nonce="[^"]+">if\(!window/,
    );
    const afterPaint = /<script nonce="[^"]+">(const go=.*?)<\/script>/.exec(home.body)?.[1] ?? "";
    const added: Record<string, string>[] = [];
    const started: string[] = [];
    const document = {
      visibilityState: "visible",
      createElement: (tag: string) => ({ tag }),
      head: { append: (element: Record<string, string>) => added.push(element) },
    };
    let paint = () => {};
    const page = new Function(
      "window",
      "document",
      "fetch",
      "requestAnimationFrame",
      "setTimeout",
      afterPaint,
    );
    page(
      {},
      document,
      (u: string) => started.push(u) && Promise.resolve(null),
      (f: () => void) => (paint = f),
      (f: () => void) => f(),
    );
    expect(added).toEqual([]);
    paint();
    expect(started).toEqual(["/api/v1/config"]);
    expect(added).toEqual([
      { tag: "script", crossOrigin: "", type: "module", src: "/assets/index-Abcd1234.js" },
      { tag: "link", crossOrigin: "", rel: "modulepreload", href: "/assets/home-Page1234.js" },
    ]);
    // Inside the app wrapper the calls are the app's own (they carry the wrapper's headers): none starts.
    const inApp: string[] = [];
    page(
      { mobileAppDetails: {} },
      document,
      (u: string) => inApp.push(u) && Promise.resolve(null),
      (f: () => void) => f(),
      (f: () => void) => f(),
    );
    expect(inApp).toEqual([]);
    expect(added).toHaveLength(4);
    // Each game page gets its own first paint, with a trailing slash too.
    for (const path of ["/games/powerball", "/games/powerball/"]) {
      expect((await get(path)).body).toContain('<div id="root"><main><h1>Powerball</h1></main></div>');
    }
  });

  it("serves the generic document to other paths, and to a query, which may change the first render", async () => {
    for (const path of [
      "/tickets",
      "/games/oz-lotto",
      "/?showLogin=true",
      "/games/powerball?gameStatus=started",
    ]) {
      const res = await get(path);
      expect(res.statusCode).toBe(200);
      expect(res.body, path).toContain('<div id="root"></div>');
      expect(res.body, path).not.toContain("data-styled");
    }
  });

  it("compresses the document for a browser that takes it, and keeps one ETag per document", async () => {
    const br = await get("/", { "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const plain = await get("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect((await get("/?showLogin=true")).headers.etag).not.toBe(plain.headers.etag);
  });

  it("shows in home's first paint the first promo slide's artwork of the remote config served now", async () => {
    const firstSlide = async () => {
      const config = (await (await get("/api/v1/remote-config")).json()).data;
      return promoSlides(config.promoSliderInfo, config.promoSliderMaxSlides)[0];
    };
    const shipped = await firstSlide();
    if (!shipped?.backgroundUrlCondensed)
      throw new Error("the shipped config's first slide has a condensed art");
    const home = await get("/");
    expect(home.body).toContain(
      `<picture data-promo-art="" class="p"><source media="(max-width: 599.98px)" srcSet="${shipped.backgroundUrlCondensed}"/><img src="${shipped.backgroundUrl}" alt="" fetchPriority="high"/></picture>`,
    );
    // The operator reorders the slides: the next document shows the new first one, under a new ETag.
    const info = (await (await get("/api/v1/remote-config")).json()).data.promoSliderInfo;
    await setRemoteConfig(
      app.db,
      "promoSliderInfo",
      JSON.stringify([...info].reverse()),
      app.testClock.now(),
    );
    try {
      const reordered = await firstSlide();
      expect(reordered?.backgroundUrl).not.toBe(shipped.backgroundUrl);
      const next = await get("/");
      expect(next.body).toContain(`<img src="${reordered?.backgroundUrl}"`);
      expect(next.headers.etag).not.toBe(home.headers.etag);
      expect((await get("/", { "if-none-match": String(home.headers.etag) })).statusCode).toBe(200);
      // No slide to show: no artwork, and no token left in the page.
      await setRemoteConfig(app.db, "promoSliderMaxSlides", "0", app.testClock.now());
      const none = (await get("/")).body;
      expect(none).toContain(`<div data-testid="promo-placeholder"></div>${skeletons}`);
      expect(none).not.toContain("{promoArt");
    } finally {
      await unsetRemoteConfig(app.db, "promoSliderInfo");
      await unsetRemoteConfig(app.db, "promoSliderMaxSlides");
    }
  });
});

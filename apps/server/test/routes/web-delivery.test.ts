import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { RESULTS_FIRST_GAME } from "@lotto/core";
import { describe, expect, it } from "vitest";
import { webDocuments } from "../../src/plugins/web-document";
import {
  get,
  headerMap,
  headersTheClientSends,
  hints,
  nonceOf,
  script,
  useWebDist,
} from "./web-dist-fixture";

useWebDist();

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

  it("serves the service worker and the shell it precaches: checked with the server before each use, under a policy that lets the worker fetch", async () => {
    const worker = await get("/sw.js");
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    // A browser checks for a new worker at each navigation; the HTTP cache must not answer for a year.
    expect(worker.headers["cache-control"]).toBe("no-cache");
    // A worker runs under its own script's policy: the page's, whose 'self' lets it fetch and cache.
    const csp = String(worker.headers["content-security-policy"]);
    expect(csp).toMatch(/(^|; )default-src 'self'/);
    expect(csp).toMatch(/(^|; )connect-src 'self'/);
    const shell = await get("/index.html");
    expect(shell.statusCode).toBe(200);
    expect(shell.headers["cache-control"]).toBe("no-cache");
    expect(shell.body).toContain('<div id="root"></div>');
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
      `<script nonce="${nonce}">if(!window.mobileAppDetails){window.__prefetch={};const h=`,
    );
    expect(game.body).toContain(
      'for(const u of ["/api/v1/config","/api/v1/games","/api/v1/games/5132/purchase-config"])',
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

  it("starts the data calls in a browser, with the API client's headers, but none inside the app wrapper", async () => {
    const body = (await get("/?ref=mail")).body;
    const script =
      /<script nonce="[^"]+">(if\(!window\.mobileAppDetails\).*?)<\/script>/.exec(body)?.[1] ?? "";
    const run = (window: Record<string, unknown>) => {
      const started: [string, RequestInit | undefined][] = [];
      const fetch = (u: string, init?: RequestInit) => {
        started.push([u, init]);
        return Promise.resolve(null);
      };
      new Function("window", "fetch", script)(window, fetch);
      return started;
    };
    const [call, ...others] = run({});
    expect(others).toEqual([]);
    expect(call?.[0]).toBe("/api/v1/config");
    expect(headerMap(call?.[1]?.headers)).toEqual(await headersTheClientSends());
    expect(run({ mobileAppDetails: { isPlayOnlineApp: true, platform: "android" } })).toEqual([]);
  });

  it("starts no data call for a build that does not say who the web app is (its calls would lack the headers)", async () => {
    const dist = await mkdtemp("/tmp/web-dist-old-");
    await mkdir(`${dist}/.vite`);
    await writeFile(`${dist}/index.html`, "<!doctype html><html><head>\n  </head><body></body></html>");
    await writeFile(`${dist}/.vite/route-hints.json`, JSON.stringify({ ...hints, client: undefined }));
    expect(webDocuments(dist)("/results").html).not.toContain("fetch(");
  });
});

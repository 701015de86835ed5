import { promoSlides } from "@lotto/core";
import { describe, expect, it } from "vitest";
import { setRemoteConfig, unsetRemoteConfig } from "../../src/service/runtime-remote-config";
import {
  get,
  headerMap,
  headersTheClientSends,
  nonceOf,
  prerender,
  skeletons,
  useWebDist,
  webApp,
} from "./web-dist-fixture";

useWebDist();

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
    let headers: RequestInit["headers"];
    page(
      {},
      document,
      (u: string, init?: RequestInit) => {
        headers = init?.headers;
        return started.push(u) && Promise.resolve(null);
      },
      (f: () => void) => (paint = f),
      (f: () => void) => f(),
    );
    expect(added).toEqual([]);
    paint();
    expect(started).toEqual(["/api/v1/config"]);
    expect(headerMap(headers)).toEqual(await headersTheClientSends());
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

  it("puts the early script first in every document's head and the offline screen in a template", async () => {
    for (const url of ["/", "/tickets", "/?showLogin=true", "/games/powerball"]) {
      const res = await get(url);
      const nonce = nonceOf(res.headers["content-security-policy"]);
      const early = res.body.indexOf(`<script nonce="${nonce}">${prerender.early}</script>`);
      expect(early, url).toBeGreaterThan(res.body.indexOf("<head>"));
      expect(res.body.indexOf("<script"), url).toBe(early);
      expect(res.body, url).toContain(
        `<template id="offline-screen">${prerender.offline.styles}${prerender.offline.markup}</template></body>`,
      );
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
      expect(res.body.slice(0, res.body.indexOf("</head>")), path).not.toContain("data-styled");
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
      webApp().db,
      "promoSliderInfo",
      JSON.stringify([...info].reverse()),
      webApp().testClock.now(),
    );
    try {
      const reordered = await firstSlide();
      expect(reordered?.backgroundUrl).not.toBe(shipped.backgroundUrl);
      const next = await get("/");
      expect(next.body).toContain(`<img src="${reordered?.backgroundUrl}"`);
      expect(next.headers.etag).not.toBe(home.headers.etag);
      expect((await get("/", { "if-none-match": String(home.headers.etag) })).statusCode).toBe(200);
      // No slide to show: no artwork, and no token left in the page.
      await setRemoteConfig(webApp().db, "promoSliderMaxSlides", "0", webApp().testClock.now());
      const none = (await get("/")).body;
      expect(none).toContain(`<div data-testid="promo-placeholder"></div>${skeletons}`);
      expect(none).not.toContain("{promoArt");
    } finally {
      await unsetRemoteConfig(webApp().db, "promoSliderInfo");
      await unsetRemoteConfig(webApp().db, "promoSliderMaxSlides");
    }
  });
});

import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPERATOR_CONSOLE_CSP, operatorConsolePlugin } from "../../src/plugins/operator-console";
import { build, type TestApp } from "../helper";

const INDEX =
  '<!doctype html><div id="root"></div><script type="module" src="/assets/index-Abcd1234.js"></script>';
const SCRIPT = "export const console = 1;";

let app: FastifyInstance;
let dist: string;

/** A console build on disk, served by the plugin on a bare Fastify (the listener's own routes aside). */
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "operator-dist-"));
  await mkdir(join(dist, "assets"));
  await writeFile(join(dist, "index.html"), INDEX);
  await writeFile(join(dist, "assets", "index-Abcd1234.js"), SCRIPT);
  app = Fastify();
  app.get("/api/v1/operator/session", async () => ({ data: null, message: "OK" }));
  await app.register(operatorConsolePlugin, { dist });
  await app.ready();
});

afterAll(() => app.close());

describe("the operator console's delivery", () => {
  it("serves index.html for the console's addresses, with its own strict policy", async () => {
    for (const url of ["/", "/withdrawals", "/config?key=x"]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      const csp = String(res.headers["content-security-policy"]);
      expect(csp).toBe(OPERATOR_CONSOLE_CSP);
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/unsafe-eval|nonce-|https:/);
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["referrer-policy"]).toBe("no-referrer");
    }
  });

  it("serves its hashed files for a year and answers 404 for a missing file, never the page", async () => {
    const script = await app.inject({ url: "/assets/index-Abcd1234.js" });
    expect(script.body).toBe(SCRIPT);
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const gone = await app.inject({ url: "/assets/index-Gone0000.js" });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("leaves the API alone: its routes answer, an unknown API path is a JSON 404, not the page", async () => {
    expect((await app.inject({ url: "/api/v1/operator/session" })).json()).toEqual({
      data: null,
      message: "OK",
    });
    const unknown = await app.inject({ url: "/api/v1/operator/nothing" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["content-type"]).toMatch(/^application\/json/);
    expect((await app.inject({ method: "POST", url: "/withdrawals" })).statusCode).toBe(404);
  });

  it("answers 404 for every page when the console is not built", async () => {
    const bare = Fastify();
    await bare.register(operatorConsolePlugin, { dist: join(tmpdir(), "no-such-operator-dist") });
    expect((await bare.inject({ url: "/" })).statusCode).toBe(404);
    expect((await bare.inject({ url: "/withdrawals" })).statusCode).toBe(404);
    await bare.close();
  });
});

describe("the console on the server's two listeners", () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await build({ env: { OPERATOR_DIST: dist, WEB_DIST: join(dist, "no-web-build") } });
  });
  afterAll(() => shop.close());

  it("is served by the operator listener only: the players' listener has neither its page nor its files", async () => {
    const page = await shop.operatorApp.inject({ url: "/withdrawals" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX);
    expect(page.headers["content-security-policy"]).toBe(OPERATOR_CONSOLE_CSP);
    expect((await shop.operatorApp.inject({ url: "/assets/index-Abcd1234.js" })).body).toBe(SCRIPT);
    // The operator API keeps the API's own headers and JSON 404s.
    const api = await shop.operatorApp.inject({ url: "/api/v1/operator/no-such-call" });
    expect(api.statusCode).toBe(404);
    expect(api.headers["content-type"]).toMatch(/^application\/json/);
    expect(api.headers["content-security-policy"]).not.toBe(OPERATOR_CONSOLE_CSP);
    for (const url of ["/", "/withdrawals", "/assets/index-Abcd1234.js", "/index.html"]) {
      const players = await shop.inject({ url });
      expect(players.statusCode).toBe(404);
      expect(players.body).not.toContain("index-Abcd1234");
    }
  });
});

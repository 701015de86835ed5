import { Writable } from "node:stream";
import { UNSTORABLE_TEXT_MESSAGE } from "@lotto/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCli } from "../../src/cli-args";
import { listClientErrors } from "../../src/operator/error-commands";
import { CLIENT_ERROR_RATE_LIMIT } from "../../src/routes/client-error-routes";
import { build, call, callOperator, type TestApp } from "../helper";

// The error page said "Our team has been notified" while nothing was sent. The web app now reports
// uncaught and route errors to POST /client-errors: logged with the request id, stored, and listed by
// `npm run draw -- errors:list`.
const lines: string[] = [];
let app: TestApp;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  app = await build({ logStream: stream });
}, 120_000);
afterAll(async () => app?.close());

const report = (payload: object, ip = "127.0.0.1") =>
  call(app, { method: "POST", url: "/api/v1/client-errors", payload, remoteAddress: ip });

describe("client errors (docs/security.md Client errors)", () => {
  it("logs a report with its request id, stores it, and the operator lists it, newest first", async () => {
    const first = await report({
      kind: "route",
      message: "Cannot read properties of undefined",
      url: "/wallet?tab=1",
    });
    expect(first.status).toBe(200);
    app.testClock.advance({ minutes: 1 });
    const stack = `TypeError: boom\n${"    at frame (app.js:1:1)\n".repeat(500)}`;
    const second = await report({
      kind: "uncaught",
      message: "boom",
      stack,
      url: "/games/powerball",
      release: "1.94.0",
    });
    expect(second.status).toBe(200);

    const logged = lines.map((line) => JSON.parse(line)).filter((l) => l.msg === "client error reported");
    expect(logged.map((l) => l.clientError.message)).toEqual(["Cannot read properties of undefined", "boom"]);
    expect(logged.every((l) => typeof l.reqId === "string")).toBe(true);

    const listed = await callOperator(app, "GET", "/errors?limit=5");
    expect(listed.body.errors).toMatchObject([
      {
        kind: "uncaught",
        message: "boom",
        url: "/games/powerball",
        release: "1.94.0",
        request_id: logged[1].reqId,
      },
      { kind: "route", url: "/wallet?tab=1", request_id: logged[0].reqId, stack: null },
    ]);
    expect(listed.body.errors[0].stack).toHaveLength(4000);
    expect((await listClientErrors(app.db, "1")).errors).toHaveLength(1);
    expect(parseCli(["errors:list", "--limit", "5"])).toEqual({
      command: "errors:list",
      flags: { limit: "5" },
    });
  });

  it("checks reports against the contract: no hostile text, a path, a known kind", async () => {
    for (const bad of [
      { kind: "route", message: "x\u0000", url: "/" },
      { kind: "route", message: "ok", url: "https://elsewhere.test/" },
      { kind: "nope", message: "ok", url: "/" },
      { kind: "route", message: "", url: "/" },
    ]) {
      const res = await report(bad, "10.0.0.9");
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
    expect((await report({ kind: "route", message: "\ud800", url: "/" }, "10.0.0.9")).body.message).toContain(
      UNSTORABLE_TEXT_MESSAGE,
    );
  });

  it("rate limits each client address, so a broken page cannot flood the table", async () => {
    const answers = [];
    for (let i = 0; i < CLIENT_ERROR_RATE_LIMIT + 3; i++) {
      answers.push((await report({ kind: "uncaught", message: `loop ${i}`, url: "/" }, "10.0.0.7")).status);
    }
    expect(answers.filter((s) => s === 200)).toHaveLength(CLIENT_ERROR_RATE_LIMIT);
    expect(answers.slice(-3)).toEqual([429, 429, 429]);
    expect((await report({ kind: "uncaught", message: "other", url: "/" }, "10.0.0.8")).status).toBe(200);
  });
});

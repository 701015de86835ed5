import { Writable } from "node:stream";
import { UNSTORABLE_TEXT_MESSAGE } from "@lotto/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCli } from "../../src/cli-args";
import { listClientErrors } from "../../src/operator/error-commands";
import { CLIENT_ERROR_OVERALL_LIMIT, CLIENT_ERROR_RATE_LIMIT } from "../../src/routes/client-error-routes";
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

const report = (payload: object, ip = "127.0.0.1", to: TestApp = app) =>
  call(to, { method: "POST", url: "/api/v1/client-errors", payload, remoteAddress: ip });

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

  it("caps all addresses together, on every instance, never counting an address's own excess nor refusing the shop", async () => {
    const twin = await build({ twinOf: app });
    try {
      app.testClock.advance({ minutes: 2 });
      const flood = [];
      for (let i = 0; i < CLIENT_ERROR_RATE_LIMIT * 3; i++) {
        flood.push((await report({ kind: "uncaught", message: `flood ${i}`, url: "/" }, "10.2.0.1")).status);
      }
      expect(flood.filter((s) => s === 200)).toHaveLength(CLIENT_ERROR_RATE_LIMIT);
      // Many addresses at once, half on each instance: the accepted ones are exactly what is left.
      const left = CLIENT_ERROR_OVERALL_LIMIT - CLIENT_ERROR_RATE_LIMIT;
      const statuses: number[] = [];
      for (let batch = 0; batch * 25 < left + 25; batch++) {
        const sent = Array.from({ length: 25 }, (_, i) => {
          const n = batch * 25 + i;
          const ip = `10.3.${Math.floor(n / 200)}.${n % 200}`;
          return report({ kind: "route", message: `many ${n}`, url: "/" }, ip, n % 2 ? twin : app);
        });
        statuses.push(...(await Promise.all(sent)).map((r) => r.status));
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(left);
      expect(statuses.filter((s) => s !== 200).every((s) => s === 429)).toBe(true);
      const refused = await report({ kind: "route", message: "one more", url: "/" }, "10.4.0.1", twin);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: "RATE_LIMITED" });
      // The shop's own calls, from the same addresses, are untouched.
      expect(
        (await call(app, { method: "GET", url: "/api/v1/games", remoteAddress: "10.4.0.1" })).status,
      ).toBe(200);
      expect(
        (
          await call(twin, {
            method: "POST",
            url: "/api/v1/auth/login",
            remoteAddress: "10.4.0.1",
            payload: { username: "demo@example.com", password: "wrong-Pass-1", version: 2 },
          })
        ).status,
      ).not.toBe(429);
      app.testClock.advance({ minutes: 1 });
      expect(
        (await report({ kind: "route", message: "next minute", url: "/" }, "10.4.0.1", twin)).status,
      ).toBe(200);
    } finally {
      await twin.close();
    }
  }, 60_000);
});

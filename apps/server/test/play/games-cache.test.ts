import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueDraws } from "../../src/draws/draw-runner";
import { forceDraw } from "../../src/draws/force-draw";
import { build, call, type TestApp } from "../helper";

let app: TestApp;
beforeAll(async () => {
  app = await build();
});
afterAll(async () => app?.close());

const games = async () => (await call(app, { method: "GET", url: "/api/v1/games" })).body.data;

// GET /games is cached per calendar version (docs/benchmarks.md): these are the ways it must move on.
describe("the cached games list", () => {
  it("answers the same list while nothing changed", async () => {
    expect(await games()).toEqual(await games());
  });

  it("shows a draw forced by the operator at once: its result and the next draw on sale", async () => {
    const before = await games();
    const forced = await forceDraw(app.db, 5132, app.testClock.now());
    expect(forced?.drawNumber).toBe(before["5132"].upcoming_draw.draw_number);
    const after = await games();
    expect(after["5132"].results[0].draw_num).toBe(forced?.drawNumber);
    expect(after["5132"].upcoming_draw.draw_number).toBeGreaterThan(forced?.drawNumber ?? 0);
    expect(after["5127"].upcoming_draw).toEqual(before["5127"].upcoming_draw);
  });

  it("moves on when the first listed draw's sales close passes, with no write at all", async () => {
    const before = await games();
    const cash3 = before["2116"].upcoming_draw;
    app.testClock.current = Temporal.Instant.from(cash3.sales_close);
    const after = await games();
    expect(after["2116"].upcoming_draw.draw_number).toBe(cash3.draw_number + 1);
  });

  it("shows the engine's draws and settlements", async () => {
    const drawn = await games();
    app.testClock.advance({ hours: 2 });
    const report = await runDueDraws(app.db, app.testClock.now());
    expect(report.settled).toBeGreaterThan(0);
    const after = await games();
    expect(after["2116"].results[0].draw_num).toBe(drawn["2116"].upcoming_draw.draw_number - 1);
  });
});

import type { Coupon } from "@lotto/core";
import { and, eq } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draws } from "../../src/db/schema/play";
import { runDueDraws } from "../../src/draws/draw-runner";
import { build, loginAs, type TestApp } from "../helper";
import { buy, nextDrawNumber } from "./play-fixtures";

let app: TestApp;
beforeAll(async () => {
  app = await build();
}, 120_000);
afterAll(async () => app?.close());

describe("the engine on the clock", () => {
  it("closes at sales close, refuses late purchases, then draws and settles each draw once", async () => {
    const n = await nextDrawNumber(app, 2116);
    const [row] = await app.db
      .select()
      .from(draws)
      .where(and(eq(draws.gameId, 2116), eq(draws.drawNumber, n)));
    const closeAt = row!.salesClose;
    app.testClock.current =
      app.testClock.current.constructor === undefined ? app.testClock.current : app.testClock.current;
    const cash3: Coupon = {
      game_id: 2116,
      advance_draw: 0,
      multi_draw: 1,
      system: 0,
      powerpik: false,
      game_data: [{ group_name: "A", numbers: [1, 2, 3], powerball: null, quickpick: 0, stake: 1, type: 1 }],
    };
    app.testClock.current = Temporal.Instant.from(closeAt).add({ seconds: 1 });
    // Sessions last 720 s, so log in again at the new time.
    const late = await buy(app, await loginAs(app), [{ coupon: cash3, cost: 50, draw_num: n }]);
    expect(late.body.data.status).toBe("FAILED");
    expect(row?.status).toBe("open");
    // Two engines race on the same due draw: it is drawn and settled exactly once.
    app.testClock.current = Temporal.Instant.from(row!.drawTime).add({ seconds: 1 });
    const [one, two] = await Promise.all([
      runDueDraws(app.db, app.testClock.now()),
      runDueDraws(app.db, app.testClock.now()),
    ]);
    expect(one.drawn + two.drawn).toBeGreaterThanOrEqual(1);
    const [after] = await app.db
      .select()
      .from(draws)
      .where(and(eq(draws.gameId, 2116), eq(draws.drawNumber, n)));
    expect(after?.status).toBe("settled");
    expect(one.settled + two.settled).toBe(one.drawn + two.drawn);
  });
});

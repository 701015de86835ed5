import { deriveDrawNumbers } from "@lotto/core";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dividends, draws, ticketDraws } from "../../src/db/schema/play";
import { settleOne } from "../../src/draws/draw-runner";
import { forceDraw } from "../../src/draws/force-draw";
import { demoPlayerApp } from "../helper";
import { buy, money, nextDrawNumber, saturday } from "./play-fixtures";

// A crash in the middle of a settlement: the first winning credit fails (a trigger raises, as a killed
// process or a lost connection would stop there). Everything of that settlement must roll back, and the
// next run must settle cleanly.
async function armCrash(db: typeof player.app.db) {
  await db.execute(sql`CREATE FUNCTION crash_on_winning() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'simulated crash during settlement'; END $$`);
  await db.execute(sql`CREATE TRIGGER crash_on_winning BEFORE INSERT ON ledger_entries
    FOR EACH ROW WHEN (NEW.kind = 'winning') EXECUTE FUNCTION crash_on_winning()`);
}
async function disarmCrash(db: typeof player.app.db) {
  await db.execute(sql`DROP TRIGGER crash_on_winning ON ledger_entries`);
  await db.execute(sql`DROP FUNCTION crash_on_winning()`);
}

const player = demoPlayerApp();

describe("settlement after a crash", () => {
  it("leaves nothing half-written and pays exactly once on the next run", async () => {
    const n = await nextDrawNumber(player.app, 5127);
    const seed = "ab".repeat(32);
    const drawn = deriveDrawNumbers(5127, n, seed);
    const free = Array.from({ length: 45 }, (_, i) => i + 1).filter(
      (x) => !drawn.winning.includes(x) && !drawn.supplementary.includes(x),
    );
    // Board A holds 3 winning numbers (Division 6), so the settlement has a win to credit.
    const boards = [
      [...drawn.winning.slice(0, 3), ...free.slice(0, 3)],
      free.slice(3, 9),
      free.slice(9, 15),
      free.slice(15, 21),
    ];
    await buy(player.app, player.auth, [{ coupon: saturday(boards), cost: 4 * 85, draw_num: n }]);
    const before = await money(player.app);

    await armCrash(player.app.db);
    // Drizzle wraps the database's error; the trigger's message is its cause.
    const failed = await forceDraw(player.app.db, 5127, player.app.testClock.now(), { seed }).catch((e) => e);
    expect(String(failed.cause?.message ?? failed)).toContain("simulated crash");
    await disarmCrash(player.app.db);
    const [row] = await player.app.db
      .select()
      .from(draws)
      .where(and(eq(draws.gameId, 5127), eq(draws.drawNumber, n)));
    expect(row?.status).toBe("drawn");
    expect(await player.app.db.select().from(dividends).where(eq(dividends.drawNumber, n))).toEqual([]);
    expect(
      (await player.app.db.select().from(ticketDraws)).every((td) => !td.settled && td.prize === 0),
    ).toBe(true);
    expect(await money(player.app)).toEqual(before);

    const resumed = await settleOne(player.app.db, 5127, n);
    expect(resumed.settled).toBe(true);
    expect(resumed.paid).toBeGreaterThan(0);
    const [settled] = await player.app.db.select().from(ticketDraws);
    const after = await money(player.app);
    expect(after.balance - before.balance).toBe(resumed.paid);
    expect(after.ledger).toBe(after.balance);
    expect(settled?.settled).toBe(true);
    expect((await settleOne(player.app.db, 5127, n)).settled).toBe(false);
    expect(await money(player.app)).toEqual(after);
  });
});

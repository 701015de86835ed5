import { deriveDrawNumbers } from "@lotto/core";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { dividends, draws, ticketDraws } from "../../src/db/schema/play";
import { settleOne } from "../../src/draws/draw-runner";
import { forceDraw } from "../../src/draws/force-draw";
import { demoPlayerApp } from "../helper";
import { buy, money, nextDrawNumber, saturday } from "./play-fixtures";

// A crash in the middle of a settlement: the first winning credit throws, as a killed process would
// stop there. Everything of that settlement must roll back, and the next run must settle cleanly.
const crash = vi.hoisted(() => ({ armed: false }));
vi.mock("../../src/wallet/ledger", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/wallet/ledger")>();
  return {
    ...real,
    postLedgerEntry: async (...args: Parameters<typeof real.postLedgerEntry>) => {
      if (crash.armed && args[1].kind === "winning") {
        crash.armed = false;
        throw new Error("simulated crash during settlement");
      }
      return real.postLedgerEntry(...args);
    },
  };
});

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

    crash.armed = true;
    await expect(forceDraw(player.app.db, 5127, player.app.testClock.now(), { seed })).rejects.toThrow(
      "simulated crash",
    );
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

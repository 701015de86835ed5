import { ResultSchema } from "@lotto/api";
import { type Coupon, deriveDrawNumbers, type GameId, verifyDraw } from "@lotto/core";
import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { draws, tickets } from "../../src/db/schema/play";
import { runDueDraws, settleOne } from "../../src/draws/draw-runner";
import { forceDraw } from "../../src/draws/force-draw";
import { call, demoPlayerApp } from "../helper";
import { board, buy, money, nextDrawNumber, saturday } from "./play-fixtures";

const player = demoPlayerApp();

const seedOf = (byte: string) => byte.repeat(32);
const others = (gameId: GameId, drawNumber: number, seed: string, max: number) => {
  const d = deriveDrawNumbers(gameId, drawNumber, seed);
  const used = new Set([...d.winning, ...d.supplementary]);
  return { drawn: d, free: Array.from({ length: max }, (_, i) => i + 1).filter((n) => !used.has(n)) };
};
const ticketRow = async (groupId: string) =>
  (await player.app.db.select().from(tickets).where(eq(tickets.groupId, groupId)))[0]!;

describe("a Saturday Lotto draw with a chosen seed", () => {
  it("pays the exact dividends of the R-GAMESHEET shares and credits only small wins", async () => {
    const seed = seedOf("11");
    const n = await nextDrawNumber(player.app, 5127);
    const { drawn, free } = others(5127, n, seed, 45);
    const w = drawn.winning;
    const s = drawn.supplementary;
    const t1 = saturday([
      w,
      [...w.slice(0, 5), s[0]!],
      [...w.slice(0, 3), ...free.slice(0, 3)],
      free.slice(3, 9),
    ]);
    const t2 = saturday([
      [...w.slice(3, 6), ...free.slice(9, 12)],
      free.slice(12, 18),
      free.slice(18, 24),
      free.slice(24, 30),
    ]);
    const a = await buy(player.app, player.auth, [{ coupon: t1, cost: 340, draw_num: n }]);
    const b = await buy(player.app, player.auth, [{ coupon: t2, cost: 340, draw_num: n }]);
    const before = await money(player.app);

    const forced = await forceDraw(player.app.db, 5127, player.app.testClock.now(), { seed });
    expect(forced?.drawNumber).toBe(n);

    // Sales $6.80 → pool 408c. Div 1: $5m jackpot + 30% (122c). Div 2: 3.15% = 12c for 1 winner; Div 6:
    // 29.4% = 119c for 2 would pay 55c each, more than Div 2: the two pools are combined (no inversion),
    // 131c shared by 3 → 43.7c → 40c each (down to 5c).
    const res = await call(player.app, { method: "GET", url: "/api/v1/results?game_id=5127" });
    const result = v.parse(ResultSchema, res.body.data.results[0]);
    expect(result.draw_num).toBe(n);
    expect(result.winning_numbers).toEqual(w);
    expect(result.divisions).toMatchObject({
      "1": { each: 500_000_122, winners: 1, wa: 1 },
      "2": { each: 40, winners: 1 },
      "3": { each: 0, winners: 0 },
      "6": { each: 40, winners: 2 },
    });
    expect(result.division_matrix["6"]).toBe("3 winning numbers");
    expect(
      verifyDraw({
        gameId: 5127,
        drawNumber: n,
        commitment: result.commitment,
        seed: result.seed,
        numbers: {
          winning: result.winning_numbers,
          supplementary: result.supplementary_numbers,
          powerball: null,
        },
      }).valid,
    ).toBe(true);

    const first = await ticketRow(a.body.data.id);
    const second = await ticketRow(b.body.data.id);
    expect([first.status, first.prize]).toEqual([3, 500_000_122 + 40 + 40]);
    expect([second.status, second.prize]).toEqual([7, 40]);
    const after = await money(player.app);
    expect(after.balance).toBe(before.balance + 40);
    expect(after.ledger).toBe(after.balance);

    // Settling again pays nothing twice.
    expect((await settleOne(player.app.db, 5127, n)).settled).toBe(false);
    expect(await runDueDraws(player.app.db, player.app.testClock.now())).toEqual({
      closed: 0,
      drawn: 0,
      settled: 0,
    });
    expect(await money(player.app)).toEqual(after);

    // Division 1 was won, so the next draw advertises the base jackpot again.
    const [nextDraw] = await player.app.db
      .select()
      .from(draws)
      .where(and(eq(draws.gameId, 5127), eq(draws.drawNumber, n + 2)));
    expect(nextDraw?.jackpot).toBe(500_000_000);
  });
});

describe("multi-draw entries", () => {
  it("settles a 3-week Saturday Lotto ticket draw by draw and stays PARTICIPATING until the last", async () => {
    const n = await nextDrawNumber(player.app, 5127);
    const seeds = [seedOf("21"), seedOf("22"), seedOf("23")];
    const { drawn, free } = others(5127, n + 2, seeds[1]!, 45);
    const winning = [...drawn.winning.slice(0, 4), ...free.slice(0, 2)];
    const coupon = saturday([winning, free.slice(2, 8), free.slice(8, 14), free.slice(14, 20)], 3);
    const res = await buy(player.app, player.auth, [{ coupon, cost: 1020, draw_num: n }]);
    expect(res.body.data.status).toBe("COMPLETED");
    const statuses: number[] = [];
    for (const seed of seeds) {
      await forceDraw(player.app.db, 5127, player.app.testClock.now(), { seed });
      statuses.push((await ticketRow(res.body.data.id)).status);
    }
    expect(statuses.slice(0, 2)).toEqual([2, 2]);
    const ticket = await ticketRow(res.body.data.id);
    const marked = await call(player.app, {
      method: "GET",
      url: `/api/v1/user/play-history/marked/${ticket.id}`,
      headers: { authorization: player.auth },
    });
    const perDraw = marked.body.data.draws as {
      draw_number: number;
      prize: number;
      boards: { division: number | null }[];
    }[];
    expect(perDraw.map((d) => d.draw_number)).toEqual([n, n + 2, n + 4]);
    // Board A holds 4 of the second draw's winning numbers: Division 4.
    expect(perDraw[1]!.boards[0]!.division).toBe(4);
    expect(ticket.prize).toBe(perDraw.reduce((sum, d) => sum + d.prize, 0));
    expect(ticket.status).toBe(ticket.prize > 0 ? 7 : 8);
  });

  it("plays a Set for Life entry in seven consecutive draws", async () => {
    const n = await nextDrawNumber(player.app, 5237);
    const seed = seedOf("31");
    const { drawn, free } = others(5237, n + 6, seed, 44);
    const coupon: Coupon = {
      game_id: 5237,
      advance_draw: 0,
      multi_draw: 7,
      system: 7,
      powerpik: false,
      game_data: [board([...drawn.winning.slice(0, 4), ...free.slice(0, 3)])],
    };
    const res = await buy(player.app, player.auth, [{ coupon, cost: 7 * 150, draw_num: n }]);
    expect(res.body.data.status).toBe("COMPLETED");
    const ticket = await ticketRow(res.body.data.id);
    expect(ticket.drawNumbers).toEqual([n, n + 1, n + 2, n + 3, n + 4, n + 5, n + 6]);
    for (let i = 0; i < 6; i++) {
      await forceDraw(player.app.db, 5237, player.app.testClock.now(), { seed: seedOf(`4${i}`) });
      expect((await ticketRow(res.body.data.id)).status).toBe(2);
    }
    await forceDraw(player.app.db, 5237, player.app.testClock.now(), { seed });
    const [last] = await player.app.db
      .select()
      .from(draws)
      .where(and(eq(draws.gameId, 5237), eq(draws.drawNumber, n + 6)));
    // Division 7 (4 winning): 28.2% of 60% of this draw's $1.50 share = 25c.
    const divisions = last!.divisions as Record<string, { each: number }>;
    expect(divisions["7"]?.each).toBe(25);
    const settled = await ticketRow(res.body.data.id);
    expect([settled.status, settled.prize >= 25]).toEqual([7, true]);
  });
});

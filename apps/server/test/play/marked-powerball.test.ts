import type { Coupon } from "@lotto/core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tickets } from "../../src/db/schema/play";
import { forceDraw } from "../../src/draws/force-draw";
import { call, demoPlayerApp } from "../helper";
import { board, buy, nextDrawNumber } from "./play-fixtures";

const player = demoPlayerApp();

const powerball = (powerpik: boolean, boards: [number[], number][]): Coupon => ({
  game_id: 5132,
  advance_draw: 0,
  multi_draw: 1,
  system: 7,
  powerpik,
  game_data: boards.map(([numbers, ball], i) => board(numbers, String.fromCharCode(65 + i), ball)),
});

async function marked(groupId: string) {
  const [ticket] = await player.app.db.select().from(tickets).where(eq(tickets.groupId, groupId));
  const res = await call(player.app, {
    method: "GET",
    url: `/api/v1/user/play-history/marked/${ticket!.id}`,
    headers: { authorization: player.auth },
  });
  expect(res.status).toBe(200);
  return res.body.data as { draws: { powerball: number | null; boards: { powerball: number | null }[] }[] };
}

describe("ticket details carry the player's Powerball per board", () => {
  it("sends each board's own Powerball, 0 for Powerpik, beside the drawn one", async () => {
    const n = await nextDrawNumber(player.app, 5132);
    const chosen = powerball(false, [
      [[1, 2, 3, 4, 5, 6, 7], 7],
      [[8, 9, 10, 11, 12, 13, 14], 20],
    ]);
    const pik = powerball(true, [[[15, 16, 17, 18, 19, 20, 21], 0]]);
    const a = await buy(player.app, player.auth, [{ coupon: chosen, cost: 264, draw_num: n }]);
    const b = await buy(player.app, player.auth, [{ coupon: pik, cost: 2640, draw_num: n }]);
    expect([a.body.data?.status, b.body.data?.status]).toEqual(["COMPLETED", "COMPLETED"]);

    const before = await marked(a.body.data.id);
    expect(before.draws[0]!.powerball).toBeNull();
    expect(before.draws[0]!.boards.map((line) => line.powerball)).toEqual([7, 20]);

    await forceDraw(player.app.db, 5132, player.app.testClock.now());
    const after = await marked(a.body.data.id);
    expect(after.draws[0]!.powerball).toEqual(expect.any(Number));
    expect(after.draws[0]!.boards.map((line) => line.powerball)).toEqual([7, 20]);
    expect((await marked(b.body.data.id)).draws[0]!.boards[0]!.powerball).toBe(0);
  });

  it("sends null for a game without a Powerball", async () => {
    const n = await nextDrawNumber(player.app, 5127);
    const coupon: Coupon = {
      game_id: 5127,
      advance_draw: 0,
      multi_draw: 1,
      system: 6,
      powerpik: false,
      game_data: [1, 2, 3, 4].map((i) =>
        board(
          [1, 2, 3, 4, 5, 6].map((x) => x + i * 6),
          String.fromCharCode(64 + i),
        ),
      ),
    };
    const res = await buy(player.app, player.auth, [{ coupon, cost: 340, draw_num: n }]);
    expect(res.body.data?.status).toBe("COMPLETED");
    expect((await marked(res.body.data.id)).draws[0]!.boards.every((line) => line.powerball === null)).toBe(
      true,
    );
  });
});

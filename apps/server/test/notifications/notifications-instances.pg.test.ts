import { deriveDrawNumbers } from "@lotto/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forceDraw } from "../../src/draws/force-draw";
import { seedHistory } from "../../src/draws/history-seed";
import { build, call, loginAs, type TestApp } from "../helper";
import { buy, nextDrawNumber, saturday } from "../play/play-fixtures";
import { openEvents } from "./stream-reader";

// Two server instances on one PostgreSQL: the draw is settled by the first; the player's stream is
// open on the second (where it also bought), which hears of it only through LISTEN/NOTIFY.
let first: TestApp;
let second: TestApp;
let base: string;
beforeAll(async () => {
  first = await build();
  second = await build({ schemaOf: first });
  await seedHistory(first.db, first.testClock.now(), 1); // no demo-ticket seeding when second listens
  base = await second.listen({ port: 0, host: "127.0.0.1" });
}, 120_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe("live notifications across instances", () => {
  it("reaches a stream open on another instance than the one that settled the draw", async () => {
    const auth = await loginAs(second);
    const ticket = await call(second, {
      method: "POST",
      url: "/api/v1/user/notifications/stream-ticket",
      headers: { authorization: auth },
    });
    const opened = await openEvents(`${base}/api/v1/notifications/stream?ticket=${ticket.body.data.ticket}`);
    expect(opened.status).toBe(200);

    const seed = "5a".repeat(32);
    const n = await nextDrawNumber(first, 5127);
    const d = deriveDrawNumbers(5127, n, seed);
    const used = new Set([...d.winning, ...d.supplementary]);
    const free = Array.from({ length: 45 }, (_, i) => i + 1).filter((x) => !used.has(x));
    const boards = [
      [...d.winning.slice(0, 3), ...free.slice(0, 3)],
      free.slice(3, 9),
      free.slice(9, 15),
      free.slice(15, 21),
    ];
    expect((await buy(second, auth, [{ coupon: saturday(boards), cost: 340, draw_num: n }])).status).toBe(
      200,
    );
    await forceDraw(first.db, 5127, first.testClock.now(), { seed });

    const ofDraw = (e: Record<string, unknown>) => e.game_id === 5127 && e.draw_number === n;
    // One outcome per player and draw: the win.
    expect(await opened.reader.nextMatching(ofDraw)).toMatchObject({ kind: "won" });
    opened.reader.close();
  });
});

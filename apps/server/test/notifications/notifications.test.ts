import { deriveDrawNumbers } from "@lotto/core";
import { beforeAll, describe, expect, it } from "vitest";
import { forceDraw } from "../../src/draws/force-draw";
import { seedHistory } from "../../src/draws/history-seed";
import { call, demoPlayerApp, loginAs } from "../helper";
import { buy, nextDrawNumber, saturday } from "../play/play-fixtures";
import { openEvents } from "./stream-reader";

let base: string;
const player = demoPlayerApp();
beforeAll(async () => {
  // A listening server seeds past results with demo tickets when it has none: one week without
  // tickets first keeps this file's notifications its own.
  await seedHistory(player.app.db, player.app.testClock.now(), 1);
  base = await player.app.listen({ port: 0, host: "127.0.0.1" });
});

const get = (url: string, authorization = player.auth) =>
  call(player.app, { method: "GET", url: `/api/v1${url}`, headers: { authorization } });
const post = (url: string, payload?: object, authorization = player.auth) =>
  call(player.app, {
    method: "POST",
    url: `/api/v1${url}`,
    headers: { authorization },
    ...(payload ? { payload } : {}),
  });
const ticket = async () => (await post("/user/notifications/stream-ticket")).body.data.ticket as string;
const stream = (t: string) =>
  openEvents(`${base}/api/v1/notifications/stream?ticket=${encodeURIComponent(t)}`);

/** Buys a Saturday Lotto ticket whose first board holds 3 of the seeded draw's winning numbers. */
async function buyWinner(seed: string) {
  const n = await nextDrawNumber(player.app, 5127);
  const d = deriveDrawNumbers(5127, n, seed);
  const used = new Set([...d.winning, ...d.supplementary]);
  const free = Array.from({ length: 45 }, (_, i) => i + 1).filter((x) => !used.has(x));
  const coupon = saturday([
    [...d.winning.slice(0, 3), ...free.slice(0, 3)],
    free.slice(3, 9),
    free.slice(9, 15),
    free.slice(15, 21),
  ]);
  expect((await buy(player.app, player.auth, [{ coupon, cost: 340, draw_num: n }])).status).toBe(200);
  return n;
}

describe("notification centre", () => {
  it("tells a winner what they won in the draw, naming the ticket, live on an open stream", async () => {
    const opened = await stream(await ticket());
    expect(opened.status).toBe(200);
    expect(opened.type).toMatch(/^text\/event-stream/);
    const seed = "ab".repeat(32);
    const n = await buyWinner(seed);
    const bought = (await get("/user/play-history")).body.data.results.find(
      (r: { first_draw_num: number }) => r.first_draw_num === n,
    ).cpnId as string;
    await forceDraw(player.app.db, 5127, player.app.testClock.now(), { seed });

    // One event for the draw: the win, not also "drawn".
    const ofDraw = (e: Record<string, unknown>) => e.game_id === 5127 && e.draw_number === n;
    const won = await opened.reader.nextMatching(ofDraw);
    opened.reader.close();
    expect(won).toMatchObject({ kind: "won", game_id: 5127, draw_number: n, ticket_id: bought, read: false });
    expect(won.text).toBe(
      `You won $${((won.amount as number) / 100).toFixed(2)} on Saturday Lotto draw ${n}`,
    );
    expect(won.amount as number).toBeGreaterThan(0);
    // A small win is paid at settlement: nothing waits for a claim.
    expect(won.claim_amount).toBe(0);

    const list = (await get("/user/notifications")).body.data;
    expect(list.unread).toBeGreaterThanOrEqual(1);
    const ofThisDraw = list.notifications.filter((x: Record<string, unknown>) => ofDraw(x));
    expect(ofThisDraw.map((x: { kind: string }) => x.kind)).toEqual(["won"]);
  });

  it("tells a player without a win in the draw so, naming their ticket", async () => {
    const n = await nextDrawNumber(player.app, 5127);
    const seed = "a1".repeat(32);
    const d = deriveDrawNumbers(5127, n, seed);
    const used = new Set([...d.winning, ...d.supplementary]);
    const free = Array.from({ length: 45 }, (_, i) => i + 1).filter((x) => !used.has(x));
    const boards = [0, 6, 12, 18].map((i) => free.slice(i, i + 6));
    expect(
      (await buy(player.app, player.auth, [{ coupon: saturday(boards), cost: 340, draw_num: n }])).status,
    ).toBe(200);
    const inDraw = (await get("/user/play-history")).body.data.results.filter(
      (r: { first_draw_num: number }) => r.first_draw_num === n,
    );
    expect(inDraw).toHaveLength(1);
    const bought = inDraw[0].cpnId as string;
    await forceDraw(player.app.db, 5127, player.app.testClock.now(), { seed });
    const [latest] = (await get("/user/notifications")).body.data.notifications.filter(
      (x: { draw_number: number; game_id: number }) => x.game_id === 5127 && x.draw_number === n,
    );
    expect(latest).toMatchObject({
      kind: "drawn",
      text: `No win this time on Saturday Lotto draw ${n}`,
      ticket_id: bought,
      amount: null,
      claim_amount: null,
    });
  });

  it("writes nothing twice when a settled draw is settled again", async () => {
    const before = (await get("/user/notifications")).body.data.notifications.length;
    const { settleOne } = await import("../../src/draws/draw-runner");
    const n = (await get("/user/notifications")).body.data.notifications[0].draw_number;
    await settleOne(player.app.db, 5127, n);
    expect((await get("/user/notifications")).body.data.notifications.length).toBe(before);
  });

  it("marks given notifications read, then all, and only the player's own", async () => {
    const { notifications, unread } = (await get("/user/notifications")).body.data;
    expect((await post("/user/notifications/read", { ids: [notifications[0].id] })).status).toBe(200);
    expect((await get("/user/notifications")).body.data.unread).toBe(unread - 1);
    await post("/user/notifications/read", {});
    const after = (await get("/user/notifications")).body.data;
    expect(after.unread).toBe(0);
    expect(after.notifications.every((x: { read: boolean }) => x.read)).toBe(true);
    expect((await post("/user/notifications/read", { ids: ["x"] })).status).toBe(400);
  });

  it("alerts players whose jackpot threshold the next jackpot reaches, and no one else", async () => {
    const everyPush = ["results", "wins", "jackpots", "autoplay"];
    expect((await get("/user/notification-settings")).body.data).toEqual({
      permission: null,
      jackpot_threshold: null,
      push_choices: everyPush,
    });
    const saved = await post("/user/notification-settings", {
      jackpot_threshold: 100_000_000,
      permission: "granted",
    });
    expect(saved.body.data).toEqual({
      permission: "granted",
      jackpot_threshold: 100_000_000,
      push_choices: everyPush,
    });
    const n = await nextDrawNumber(player.app, 5132);
    await forceDraw(player.app.db, 5132, player.app.testClock.now(), { seed: "cd".repeat(32) });
    const alert = (await get("/user/notifications")).body.data.notifications.find(
      (x: { kind: string; game_id: number }) => x.kind === "jackpot" && x.game_id === 5132,
    );
    expect(alert.draw_number).toBeGreaterThan(n);
    expect(alert.text).toMatch(/^Powerball jackpot is now \$[\d.,]+ million$/);

    // A threshold above the jackpot, then none: no alert for the next draw.
    await post("/user/notification-settings", { jackpot_threshold: null });
    expect((await get("/user/notification-settings")).body.data).toEqual({
      permission: "granted",
      jackpot_threshold: null,
      push_choices: everyPush,
    });
    await forceDraw(player.app.db, 5132, player.app.testClock.now(), { seed: "ce".repeat(32) });
    const alerts = (await get("/user/notifications")).body.data.notifications.filter(
      (x: { kind: string }) => x.kind === "jackpot",
    );
    expect(alerts).toHaveLength(1);
    expect((await post("/user/notification-settings", { jackpot_threshold: 5 })).status).toBe(400);
    expect((await post("/user/notification-settings", { permission: "maybe" })).status).toBe(400);
  });

  it("opens the stream once per ticket, within a minute, and never without one", async () => {
    const t = await ticket();
    const first = await stream(t);
    expect(first.status).toBe(200);
    first.reader.close();
    expect((await stream(t)).status).toBe(401);
    expect((await stream("nope")).status).toBe(401);
    expect((await openEvents(`${base}/api/v1/notifications/stream`)).status).toBe(401);
    const stale = await ticket();
    player.app.testClock.advance({ seconds: 61 });
    expect((await stream(stale)).status).toBe(401);
    expect((await post("/user/notifications/stream-ticket", undefined, "JWT x.y.z")).status).toBe(401);
    player.auth = await loginAs(player.app);
  });

  it("keeps the list and settings to the signed-in player", async () => {
    expect((await get("/user/notifications", "")).status).toBe(401);
    expect((await get("/user/notification-settings", "")).status).toBe(401);
  });
});

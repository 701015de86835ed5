import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announce } from "../../src/db/notification-channel";
import { remoteConfigOverrides } from "../../src/db/schema/operations";
import { draws } from "../../src/db/schema/play";
import { forceDraw } from "../../src/draws/force-draw";
import { build, call, callOperator, type TestApp } from "../helper";

// Reads answered from memory (games list, results pages, remote config) on two servers sharing one
// database (PGlite, or PostgreSQL under test:pg): a change made through one is served by the other
// within a notification's delivery, and nothing is read again while nothing changed.
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  one = await build();
  two = await build({ twinOf: one });
}, 120_000);
afterAll(async () => {
  await two?.close();
  await one?.close();
});

const get = async (app: TestApp, url: string) =>
  (await call(app, { method: "GET", url: `/api/v1${url}` })).body;

/** How long another instance may take to hear of a change (a notification's delivery). */
const BOUND_MS = 1_000;

/** Polls `read` until it passes `check`; how long that took, or fails after the bound. */
async function servedWithin(read: () => Promise<unknown>, check: (value: unknown) => boolean) {
  const started = performance.now();
  while (performance.now() - started < BOUND_MS) {
    if (check(await read())) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`not served within ${BOUND_MS} ms`);
}

describe("reads from memory across instances", () => {
  it("serves a jackpot written and announced elsewhere, not before it is announced", async () => {
    const next = (await get(two, "/games")).data["5127"].upcoming_draw;
    // As another process writes: behind this process's back, then announced on the channel.
    await one.db
      .update(draws)
      .set({ jackpot: next.jackpot + 100_000_00 })
      .where(and(eq(draws.gameId, 5127), eq(draws.drawNumber, next.draw_number)));
    expect((await get(two, "/games")).data["5127"].upcoming_draw.jackpot).toBe(next.jackpot);
    await announce(one.db, { changed: "calendar" });
    await servedWithin(
      () => get(two, "/games"),
      (list) =>
        (list as { data: Record<string, { upcoming_draw: { jackpot: number } }> }).data["5127"]?.upcoming_draw
          .jackpot ===
        next.jackpot + 100_000_00,
    );
  });

  it("serves a draw forced on one instance in the other's games list and results page", async () => {
    const before = await get(two, "/results?game_id=5132&page=1");
    await get(two, "/games");
    const forced = await forceDraw(one.db, 5132, one.testClock.now());
    await servedWithin(
      () => get(two, "/results?game_id=5132&page=1"),
      (page) =>
        (page as { data: { results: { draw_num: number }[] } }).data.results[0]?.draw_num ===
        forced?.drawNumber,
    );
    const after = await get(two, "/results?game_id=5132&page=1");
    expect(after.data.results.length).toBe(Math.min(20, before.data.results.length + 1));
    expect((await get(two, "/games")).data["5132"].results[0].draw_num).toBe(forced?.drawNumber);
  });

  it("serves the operator's remote config change made elsewhere, not before it is announced", async () => {
    const before = (await get(two, "/remote-config")).data.promoSliderMaxSlides;
    await one.db
      .insert(remoteConfigOverrides)
      .values({ key: "promoSliderMaxSlides", value: before + 1, updatedAt: new Date() })
      .onConflictDoUpdate({ target: remoteConfigOverrides.key, set: { value: before + 1 } });
    expect((await get(two, "/remote-config")).data.promoSliderMaxSlides).toBe(before);
    await announce(one.db, { changed: "remote-config" });
    await servedWithin(
      () => get(two, "/remote-config"),
      (config) =>
        (config as { data: { promoSliderMaxSlides: number } }).data.promoSliderMaxSlides === before + 1,
    );
  });

  it("applies the operator's config:set at once on its own instance", async () => {
    const set = await callOperator(one, "POST", "/config/set", { key: "promoSliderMaxSlides", value: "2" });
    expect(set.status).toBe(200);
    expect((await get(one, "/remote-config")).data.promoSliderMaxSlides).toBe(2);
  });
});

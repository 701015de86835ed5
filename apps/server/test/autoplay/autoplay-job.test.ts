import { AUTOPLAY_SKIP_TEXT } from "@lotto/core";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { autoplayRuns, autoplays } from "../../src/db/schema/autoplays";
import { notifications } from "../../src/db/schema/operations";
import { draws, tickets } from "../../src/db/schema/play";
import { calendarChanged } from "../../src/draws/calendar-version";
import { runDueDraws } from "../../src/draws/draw-runner";
import { runAutoplays } from "../../src/play/autoplay-job";
import { setPlayerLimit, weekSpend } from "../../src/wallet/limits";
import { call, demoPlayerApp, loginAs } from "../helper";
import { FOUR_BOARDS, money, nextDrawNumber, saturday } from "../play/play-fixtures";
import { addPlayer, OTHER_PASSWORD } from "../second-player";

const player = demoPlayerApp();
const setUp = (over: object = {}) => ({
  coupon: saturday(FOUR_BOARDS),
  trigger: { kind: "every-draw" },
  draws: null,
  ...over,
});
const run = () => runAutoplays(player.app.db, player.app.testClock.now());
const create = async (over: object = {}) => {
  const res = await player.send("POST", "/user/autoplays", setUp(over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
};
const cancelAll = async () => {
  for (const a of (await player.send("GET", "/user/autoplays")).body.data.autoplays) {
    await player.send("POST", `/user/autoplays/${a.id}/cancel`);
  }
};
const runsOf = (id: number) =>
  player.app.db.select().from(autoplayRuns).where(eq(autoplayRuns.autoplayId, id));
/** Closes the game's next draw (sales close passed) so the one after opens for autoplays. */
const nextWeek = async () => {
  player.app.testClock.advance({ hours: 7 * 24 });
  await runDueDraws(player.app.db, player.app.testClock.now());
  player.auth = await loginAs(player.app);
};

describe("the autoplay job", () => {
  it("buys an every-draw autoplay once per draw, a normal ticket, and stops after its draws", async () => {
    const first = await nextDrawNumber(player.app, 5127);
    const before = await money(player.app);
    const id = await create({ draws: 2 });
    expect(await run()).toEqual({ bought: 1, skipped: 0 });
    // However often it runs, the draw is bought once.
    expect(await run()).toEqual({ bought: 0, skipped: 0 });
    const after = await money(player.app);
    expect(after.balance).toBe(before.balance - 340);
    expect(after.ledger).toBe(after.balance);
    const [bought] = await runsOf(id);
    expect(bought).toMatchObject({ drawNumber: first, outcome: "bought", cost: 340 });
    const [ticket] = await player.app.db.select().from(tickets).where(eq(tickets.id, bought!.ticketId!));
    expect(ticket).toMatchObject({ playerId: DEMO_PLAYER_ID, gameId: 5127, drawNumbers: [first], cost: 340 });
    // It is a normal ticket: the play history lists it.
    const history = await player.send("GET", "/user/play-history");
    expect(history.body.data.results.map((r: { cpnId: string }) => r.cpnId)).toContain(ticket!.id);
    const shown = (await player.send("GET", `/user/autoplays/${id}`)).body.data;
    expect(shown).toMatchObject({
      draws_left: 1,
      last_purchase: { draw_number: first, ticket_id: ticket!.id },
    });
    expect(shown.next_draw).toMatchObject({ draw_number: first, decided: true });
    const told = (await player.send("GET", "/user/notifications")).body.data.notifications;
    expect(told[0]).toMatchObject({
      kind: "autoplay-bought",
      draw_number: first,
      amount: 340,
      ticket_id: ticket!.id,
    });

    await nextWeek();
    const second = await nextDrawNumber(player.app, 5127);
    expect(second).toBeGreaterThan(first);
    expect(await run()).toEqual({ bought: 1, skipped: 0 });
    await nextWeek();
    expect(await run()).toEqual({ bought: 0, skipped: 0 });
    expect((await runsOf(id)).map((r) => r.drawNumber).sort()).toEqual([first, second]);
    expect((await player.send("GET", `/user/autoplays/${id}`)).body.data.status).toBe("finished");
  });

  it("a jackpot trigger under its threshold buys nothing; once the jackpot reaches it, it buys", async () => {
    await cancelAll();
    const next = await nextDrawNumber(player.app, 5127);
    const setJackpot = async (jackpot: number) => {
      await player.app.db
        .update(draws)
        .set({ jackpot })
        .where(and(eq(draws.gameId, 5127), eq(draws.drawNumber, next)));
      // As a settlement that rolls the jackpot does.
      await calendarChanged(player.app.db);
    };
    await setJackpot(500_000_000);
    const id = await create({ trigger: { kind: "jackpot-at-least", threshold: 2_000_000_000 } });
    expect(await run()).toEqual({ bought: 0, skipped: 0 });
    expect(await runsOf(id)).toEqual([]);
    await setJackpot(2_000_000_000);
    expect(await run()).toEqual({ bought: 1, skipped: 0 });
    expect((await runsOf(id)).map((r) => [r.drawNumber, r.outcome])).toEqual([[next, "bought"]]);
  });

  it("an edit applies from the next draw: the draw already bought keeps its entry", async () => {
    await cancelAll();
    const id = await create();
    await run();
    const [firstRun] = await runsOf(id);
    const edited = saturday([[31, 32, 33, 34, 35, 36], ...FOUR_BOARDS.slice(1)]);
    expect((await player.send("PUT", `/user/autoplays/${id}`, { coupon: edited })).status).toBe(200);
    const [kept] = await player.app.db.select().from(tickets).where(eq(tickets.id, firstRun!.ticketId!));
    expect(kept!.coupon).toEqual(saturday(FOUR_BOARDS));
    await nextWeek();
    await run();
    const second = (await runsOf(id)).find((r) => r.drawNumber > firstRun!.drawNumber)!;
    const [bought] = await player.app.db.select().from(tickets).where(eq(tickets.id, second.ticketId!));
    expect(bought!.coupon).toEqual(edited);
  });

  it("one player's failed run is logged and rolled back; the other players' autoplays are still bought", async () => {
    await cancelAll();
    const email = await addPlayer(player.app, "autoplay-broken");
    const auth = await loginAs(player.app, email, OTHER_PASSWORD);
    const broken = await call(player.app, {
      method: "POST",
      url: "/api/v1/user/autoplays",
      headers: { authorization: auth },
      payload: setUp(),
    });
    // A stored entry the rules cannot read (as a bad hand edit of the database would leave it).
    await player.app.db
      .update(autoplays)
      .set({ coupon: { game_id: 5127 } })
      .where(eq(autoplays.id, broken.body.data.id));
    const mine = await create();
    const errors: unknown[] = [];
    const report = await runAutoplays(player.app.db, player.app.testClock.now(), {
      error: (o: unknown) => errors.push(o),
    });
    expect(report).toEqual({ bought: 1, skipped: 0 });
    expect((await runsOf(mine)).map((r) => r.outcome)).toEqual(["bought"]);
    expect(await runsOf(broken.body.data.id)).toEqual([]);
    expect(errors).toEqual([expect.objectContaining({ playerId: "autoplay-broken", gameId: 5127 })]);
    // Without a logger the failure is the caller's.
    await expect(run()).rejects.toThrow();
    await player.app.db
      .update(autoplays)
      .set({ status: "cancelled" })
      .where(eq(autoplays.id, broken.body.data.id));
  });

  it("self-exclusion pauses every autoplay; closing the account cancels them", async () => {
    const email = await addPlayer(player.app, "autoplay-excluded");
    const auth = await loginAs(player.app, email, OTHER_PASSWORD);
    const as = (method: "GET" | "POST", url: string, payload?: object) =>
      call(player.app, {
        method,
        url: `/api/v1${url}`,
        headers: { authorization: auth },
        ...(payload ? { payload } : {}),
      });
    const { id } = (await as("POST", "/user/autoplays", setUp())).body.data;
    expect((await as("POST", "/user/self-exclusion", { period: "3_MONTHS" })).status).toBe(200);
    const [row] = await player.app.db.select().from(autoplays).where(eq(autoplays.id, id));
    expect([row!.status, row!.pausedBy]).toEqual(["paused", "self-exclusion"]);
    expect(await runsOf(id)).toEqual([]);
    await run();
    expect(await runsOf(id)).toEqual([]);
    // Nor can the player restart it while excluded.
    expect((await as("POST", `/user/autoplays/${id}/resume`)).status).toBe(403);

    const closing = await addPlayer(player.app, "autoplay-closing");
    const closer = await loginAs(player.app, closing, OTHER_PASSWORD);
    const made = await call(player.app, {
      method: "POST",
      url: "/api/v1/user/autoplays",
      headers: { authorization: closer },
      payload: setUp(),
    });
    const closed = await call(player.app, {
      method: "POST",
      url: "/api/v1/user/close-account",
      headers: { authorization: closer },
      payload: { password: OTHER_PASSWORD },
    });
    expect(closed.status).toBe(200);
    const [gone] = await player.app.db.select().from(autoplays).where(eq(autoplays.id, made.body.data.id));
    expect(gone!.status).toBe("cancelled");
  });

  // Last: the lowered limit stays lowered (raising it again waits a week).
  it("skips an autoplay over the remaining weekly limit, records why and tells the player", async () => {
    await cancelAll();
    await nextWeek();
    const now = player.app.testClock.now();
    const spent = await weekSpend(player.app.db, DEMO_PLAYER_ID, now);
    await player.app.db.transaction((tx) => setPlayerLimit(tx, DEMO_PLAYER_ID, spent + 400, now));
    const next = await nextDrawNumber(player.app, 5127);
    const cheap = await create();
    const dear = await create({ coupon: saturday([...FOUR_BOARDS, [25, 26, 27, 28, 29, 30]]) });
    const before = await money(player.app);
    expect(await run()).toEqual({ bought: 1, skipped: 1 });
    expect((await money(player.app)).balance).toBe(before.balance - 340);
    expect((await runsOf(dear))[0]).toMatchObject({ drawNumber: next, outcome: "skipped", reason: "limit" });
    expect((await runsOf(cheap))[0]).toMatchObject({ outcome: "bought" });
    const shown = (await player.send("GET", `/user/autoplays/${dear}`)).body.data;
    expect(shown.history[0]).toMatchObject({
      outcome: "skipped",
      reason: "limit",
      message: AUTOPLAY_SKIP_TEXT.limit,
    });
    const [skip] = await player.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, "autoplay-skipped"), eq(notifications.drawNumber, next)));
    expect(skip).toMatchObject({ playerId: DEMO_PLAYER_ID, reason: "limit" });
    const told = (await player.send("GET", "/user/notifications")).body.data.notifications;
    expect(told.find((n: { kind: string }) => n.kind === "autoplay-skipped").text).toContain(
      AUTOPLAY_SKIP_TEXT.limit,
    );
  });
});

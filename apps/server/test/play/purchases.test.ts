import { getPurchaseStatusEndpoint, PurchaseConfigSchema, submitPurchaseEndpoint } from "@lotto/api";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { purchaseGroups } from "../../src/db/schema/play";
import { call, demoPlayerApp } from "../helper";
import { buy, FOUR_BOARDS, money, nextDrawNumber, saturday } from "./play-fixtures";

let next: number;
const player = demoPlayerApp();
beforeAll(async () => {
  next = await nextDrawNumber(player.app, 5127);
});

const groupCount = async () => (await player.app.db.select().from(purchaseGroups)).length;

describe("GET /games/{gameId}/purchase-config", () => {
  it("prices Saturday Lotto from the seed unit price: 4 games for one draw = 4 × 85c", async () => {
    const res = await call(player.app, { method: "GET", url: "/api/v1/games/5127/purchase-config" });
    expect(res.status).toBe(200);
    const config = v.parse(PurchaseConfigSchema, res.body.data);
    expect(config.game_variables).toMatchObject({ game_id: 5127, next_draw_number: next, win_ball_max: 45 });
    expect(config.pricing_information["6"]?.["4"]?.["1"]?.[0]).toMatchObject({ price: 340, draws: [next] });
    // System 7 = C(7,6) = 7 games a board.
    expect(config.pricing_information["7"]?.["1"]?.["1"]?.[0]?.price).toBe(7 * 85);
  });

  it("filters Millionaire Medley by day and refuses unknown games and days", async () => {
    const monday = await call(player.app, {
      method: "GET",
      url: "/api/v1/games/5303/purchase-config?day=Monday",
    });
    expect(monday.body.data.game_variables.day).toBe("Monday");
    const unknown = await call(player.app, { method: "GET", url: "/api/v1/games/9999/purchase-config" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain("Unknown game id.");
    const badDay = await call(player.app, {
      method: "GET",
      url: "/api/v1/games/5127/purchase-config?day=Monday",
    });
    expect(badDay.status).toBe(400);
  });
});

describe("POST /games/tickets-purchase", () => {
  it("buys a ticket: COMPLETED, debited once through the ledger, status lists it PARTICIPATING", async () => {
    const before = await money(player.app);
    const res = await buy(player.app, player.auth, [
      { coupon: saturday(FOUR_BOARDS), cost: 340, draw_num: next },
    ]);
    expect(res.status).toBe(200);
    const accepted = v.parse(submitPurchaseEndpoint.response, res.body.data);
    expect(accepted.status).toBe("COMPLETED");
    const after = await money(player.app);
    expect(after.balance).toBe(before.balance - 340);
    expect(after.ledger).toBe(after.balance);
    const status = await call(player.app, {
      method: "GET",
      url: `/api/v1/games/tickets-purchase/${accepted.id}`,
      headers: { authorization: player.auth },
    });
    const parsed = v.parse(getPurchaseStatusEndpoint.response, status.body.data);
    expect(parsed.tickets).toEqual([
      expect.objectContaining({ status: 2, cost: 340, draw_numbers: [next], message: null }),
    ]);
  });

  it("answers a retry with the same Idempotency-Key with the first group and charges once", async () => {
    const before = await money(player.app);
    const ticket = { coupon: saturday(FOUR_BOARDS), cost: 340, draw_num: next };
    const [a, b] = await Promise.all([
      buy(player.app, player.auth, [ticket], "retry-1"),
      buy(player.app, player.auth, [ticket], "retry-1"),
    ]);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect((await money(player.app)).balance).toBe(before.balance - 340);
  });

  it.each([
    ["an unknown game id", { ...saturday(FOUR_BOARDS), game_id: 9999 }, 340, 400, "Unknown game id."],
    [
      "a number outside 1–45",
      saturday([[1, 2, 3, 4, 5, 46], ...FOUR_BOARDS.slice(1)]),
      340,
      422,
      "outside 1–45",
    ],
    [
      "a repeated number",
      saturday([[1, 1, 3, 4, 5, 6], ...FOUR_BOARDS.slice(1)]),
      340,
      422,
      "repeats a number",
    ],
    ["too few boards", saturday(FOUR_BOARDS.slice(0, 2)), 170, 422, "between 4 and 50 boards"],
    ["a negative cost", saturday(FOUR_BOARDS), -340, 400, "cost"],
    ["a huge cost", saturday(FOUR_BOARDS), 1e12, 400, "cost"],
    ["a wrong price", saturday(FOUR_BOARDS), 300, 422, "the price is $3.40, not $3.00"],
  ])("refuses %s with a message and writes nothing", async (_name, coupon, cost, status, text) => {
    const before = { money: await money(player.app), groups: await groupCount() };
    const res = await buy(player.app, player.auth, [
      { coupon: coupon as ReturnType<typeof saturday>, cost, draw_num: next },
    ]);
    expect(res.status).toBe(status);
    expect(res.body.message).toContain(text);
    expect(await money(player.app)).toEqual(before.money);
    expect(await groupCount()).toBe(before.groups);
  });

  it("buys Millionaire Medley one-day play on the day's draws only", async () => {
    const config = (
      await call(player.app, { method: "GET", url: "/api/v1/games/5303/purchase-config?day=Friday" })
    ).body.data;
    // Tickets from $2 (R-GAMES): the cheapest is four games for one Friday at 50c.
    expect(config.pricing_information["6"]["4"]["1"][0].price).toBe(200);
    // Four games, three Fridays: 12 × 50c; the draws are a week apart (Mon/Wed/Fri numbering: +3).
    const option = config.pricing_information["6"]["4"]["3"][0];
    expect(option.price).toBe(12 * 50);
    const [first, second, third] = option.draws as number[];
    expect([second! - first!, third! - second!]).toEqual([3, 3]);
    const coupon = { ...saturday(FOUR_BOARDS), game_id: 5303 as const, multi_draw: 3 };
    const res = await buy(player.app, player.auth, [
      { coupon, cost: 12 * 50, draw_num: first!, day: "Friday" },
    ]);
    expect(res.body.data.status).toBe("COMPLETED");
    const status = await call(player.app, {
      method: "GET",
      url: `/api/v1/games/tickets-purchase/${res.body.data.id}`,
      headers: { authorization: player.auth },
    });
    expect(status.body.data.tickets[0].draw_numbers).toEqual(option.draws);
  });

  it("requires a login", async () => {
    const res = await buy(player.app, "JWT nope", [
      { coupon: saturday(FOUR_BOARDS), cost: 340, draw_num: next },
    ]);
    expect(res.status).toBe(401);
  });

  it("refuses a ticket for a draw whose sales have closed: FAILED, nothing debited", async () => {
    const before = await money(player.app);
    const res = await buy(player.app, player.auth, [
      { coupon: saturday(FOUR_BOARDS), cost: 340, draw_num: next - 2 },
    ]);
    expect(res.body.data.status).toBe("FAILED");
    const status = await call(player.app, {
      method: "GET",
      url: `/api/v1/games/tickets-purchase/${res.body.data.id}`,
      headers: { authorization: player.auth },
    });
    expect(status.body.data.tickets[0]).toMatchObject({ status: 101 });
    expect(status.body.data.tickets[0].message).toContain(`Sales have closed for draw ${next - 2}.`);
    expect(await money(player.app)).toEqual(before);
  });

  it("refuses the tickets past the balance: COMPLETED_WITH_ERRORS, refused tickets not charged", async () => {
    const { balance } = await money(player.app);
    // System 12 = C(12,6) = 924 games × 85c = $785.40 a board: more than the demo balance.
    const big = { ...saturday([[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]]), system: 12 };
    const res = await buy(player.app, player.auth, [
      { coupon: saturday(FOUR_BOARDS), cost: 340, draw_num: next },
      { coupon: big, cost: 924 * 85, draw_num: next },
    ]);
    expect(res.body.data.status).toBe("COMPLETED_WITH_ERRORS");
    const status = await call(player.app, {
      method: "GET",
      url: `/api/v1/games/tickets-purchase/${res.body.data.id}`,
      headers: { authorization: player.auth },
    });
    expect(status.body.data.tickets.map((t: { status: number }) => t.status)).toEqual([2, 101]);
    expect(status.body.data.tickets[1].message).toMatch(/spending limit|enough funds/);
    const after = await money(player.app);
    expect(after.balance).toBe(balance - 340);
    expect(after.ledger).toBe(after.balance);
  });

  it("answers 404 for a purchase id that is not the player's", async () => {
    const res = await call(player.app, {
      method: "GET",
      url: `/api/v1/games/tickets-purchase/00000000-0000-4000-8000-000000000000`,
      headers: { authorization: player.auth },
    });
    expect(res.status).toBe(404);
  });
});

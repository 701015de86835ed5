/**
 * Special draws end to end on the server (R-ENTITIES remote config specialEvents, R-STATES special draw): the
 * advance that core's offeredSpecialDraw finds in the served purchase config buys exactly that draw; an
 * operator names a draw or schedules an extra Saturday Lotto draw, which is sold, drawn and settled.
 */
import {
  getPurchaseStatusEndpoint,
  PurchaseConfigSchema,
  parseSpecialEvents,
  submitPurchaseEndpoint,
} from "@lotto/api";
import { type GameId, type PurchaseConfig, pricedOption } from "@lotto/core";
import { offeredSpecialDraw } from "@lotto/core/machines";
import { and, eq } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { draws } from "../../src/db/schema/play";
import { call, callOperator, demoPlayerApp } from "../helper";
import { board, buy, FOUR_BOARDS, nextDrawNumber, saturday } from "./play-fixtures";

const player = demoPlayerApp();

async function served(gameId: GameId) {
  const games = await call(player.app, { method: "GET", url: "/api/v1/games" });
  const res = await call(player.app, { method: "GET", url: `/api/v1/games/${gameId}/purchase-config` });
  const config: PurchaseConfig = v.parse(PurchaseConfigSchema, res.body.data);
  return { config, upcoming: games.body.data[String(gameId)].upcoming_draw };
}

const powerballOptions = { system: 7, powerpik: false, numberOfBoards: "1", multiDraw: 1 };

describe("a special draw bought with its advance", () => {
  it("a Powerball ticket bought with the special draw's advance covers exactly that draw", async () => {
    const { config, upcoming } = await served(5132);
    const special = config.game_variables.next_draw_number + 2;
    const offer = offeredSpecialDraw({
      gameId: 5132,
      config,
      options: powerballOptions,
      upcomingDraw: upcoming,
      events: [{ game_id: 5132, draw_number: special, title: "Mega Powerball" }],
    });
    expect(offer).toMatchObject({ drawNumber: special, drawAdvance: 2 });
    // The close time the banner shows (core's calendar) is the one the server sells by.
    const [row] = await player.app.db
      .select()
      .from(draws)
      .where(and(eq(draws.gameId, 5132), eq(draws.drawNumber, special)));
    expect(
      Temporal.Instant.from(offer!.drawSaleCloseTime!).equals(Temporal.Instant.from(String(row!.salesClose))),
    ).toBe(true);
    const cost = pricedOption(config, { ...powerballOptions, advancePlay: offer!.drawAdvance })!.price;
    const coupon = {
      game_id: 5132 as const,
      advance_draw: offer!.drawAdvance,
      multi_draw: 1,
      system: 7,
      powerpik: false,
      game_data: [board([2, 5, 11, 17, 23, 29, 34], "A", 7)],
    };
    // As the cart ticket carries it: draw_num is the first draw the entry plays (core entryCartTicket).
    const res = await buy(player.app, player.auth, [{ coupon, cost, draw_num: offer!.drawNumber }]);
    const accepted = v.parse(submitPurchaseEndpoint.response, res.body.data);
    expect(accepted.status).toBe("COMPLETED");
    const status = await call(player.app, {
      method: "GET",
      url: `/api/v1/games/tickets-purchase/${accepted.id}`,
      headers: { authorization: player.auth },
    });
    const parsed = v.parse(getPurchaseStatusEndpoint.response, status.body.data);
    expect(parsed.tickets.map((t) => t.draw_numbers)).toEqual([[special]]);
  });
});

const operator = (url: string, payload: object) => callOperator(player.app, "POST", url, payload);

const perth = (iso: string) => Temporal.Instant.from(iso).toZonedDateTimeISO("Australia/Perth");

async function drawRow(gameId: number, drawNumber: number) {
  const [row] = await player.app.db
    .select()
    .from(draws)
    .where(and(eq(draws.gameId, gameId), eq(draws.drawNumber, drawNumber)));
  return row;
}

describe("an extra Saturday Lotto draw an operator schedules (R-STATES: odd numbers)", () => {
  let next: number;
  let at: string;
  beforeAll(async () => {
    next = (await served(5127)).config.game_variables.next_draw_number;
    // The Tuesday after the next regular draw, at the regular draw time.
    at = perth(String((await drawRow(5127, next))!.drawTime))
      .add({ days: 3 })
      .toPlainDateTime()
      .toString({ smallestUnit: "minute" });
  });

  it("takes the odd number after the regular draw before it, closes like a regular draw, and joins remote config", async () => {
    const res = await operator("/draws/special", {
      game: 5127,
      title: "Mega Saturday",
      description: "A $30 million extra draw",
      at,
      jackpot: 3_000_000_000,
    });
    expect(res.status).toBe(200);
    const closes = perth(res.body.sales_close);
    expect(res.body).toMatchObject({ game_id: 5127, draw_number: next + 1, title: "Mega Saturday" });
    expect(closes.toPlainDateTime().toString({ smallestUnit: "minute" })).toBe(
      Temporal.PlainDateTime.from(at).subtract({ minutes: 30 }).toString({ smallestUnit: "minute" }),
    );
    expect(await drawRow(5127, next + 1)).toMatchObject({ extra: true, jackpot: 3_000_000_000 });
    const config = await call(player.app, { method: "GET", url: "/api/v1/remote-config" });
    expect(parseSpecialEvents(config.body.data.specialEvents)).toEqual([res.body]);
  });

  it("is sold as a one-draw entry that core offers, while multi-week entries play the regular draws", async () => {
    const { config, upcoming } = await served(5127);
    const options = { system: 6, powerpik: false, numberOfBoards: "4", multiDraw: 1 };
    const remote = await call(player.app, { method: "GET", url: "/api/v1/remote-config" });
    const events = parseSpecialEvents(remote.body.data.specialEvents);
    const offer = offeredSpecialDraw({ gameId: 5127, config, options, upcomingDraw: upcoming, events });
    expect(offer).toMatchObject({
      drawNumber: next + 1,
      drawAdvance: 1,
      drawSaleCloseTime: events[0]!.sales_close,
    });
    const byDraws = config.pricing_information["6"]!["4"]!;
    expect(byDraws["1"]!.slice(0, 3).map((o) => o.draws)).toEqual([[next], [next + 1], [next + 2]]);
    expect(byDraws["2"]![0]!.draws).toEqual([next, next + 2]);

    const special = { ...saturday(FOUR_BOARDS), advance_draw: offer!.drawAdvance };
    const cost = pricedOption(config, { ...options, advancePlay: offer!.drawAdvance })!.price;
    const bought = await buy(player.app, player.auth, [
      { coupon: special, cost, draw_num: next + 1 },
      { coupon: saturday(FOUR_BOARDS, 2), cost: cost * 2, draw_num: next },
    ]);
    expect(bought.body.data.status).toBe("COMPLETED");
    const status = await call(player.app, {
      method: "GET",
      url: `/api/v1/games/tickets-purchase/${bought.body.data.id}`,
      headers: { authorization: player.auth },
    });
    expect(status.body.data.tickets.map((t: { draw_numbers: number[] }) => t.draw_numbers)).toEqual([
      [next + 1],
      [next, next + 2],
    ]);
  });

  it("is drawn and settled on its own; its jackpot does not roll on, and remote config drops it", async () => {
    const regularJackpot = (await drawRow(5127, next + 2))!.jackpot;
    const run = await operator("/draws/run", { game: 5127, draw: next + 1 });
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ drawNumber: next + 1 });
    expect(run.body.winning_numbers).toHaveLength(6);
    expect((await drawRow(5127, next + 1))!.status).toBe("settled");
    expect((await drawRow(5127, next))!.status).toBe("open");
    expect((await drawRow(5127, next + 2))!.jackpot).toBe(regularJackpot);
    const results = await call(player.app, { method: "GET", url: "/api/v1/results?game_id=5127" });
    expect(results.body.data.results[0].draw_num).toBe(next + 1);
    const remote = await call(player.app, { method: "GET", url: "/api/v1/remote-config" });
    expect(remote.body.data.specialEvents).toEqual([]);
  });

  it("refuses another game, a past or clashing time, a second extra draw in the same gap and bad input", async () => {
    const ask = async (body: object) => (await operator("/draws/special", body)).body.message;
    const title = "Mega";
    expect(await ask({ game: 5132, title, at })).toBe(
      "Only Saturday Lotto has extra draws; name a regular draw with draw instead.",
    );
    expect(await ask({ game: 5127, title, at: "2020-01-01T18:30" })).toBe(
      "An extra draw must close after now.",
    );
    expect(await ask({ game: 5127, title, at: "2099-01-01T18:30" })).toBe(
      "An extra draw can be at most 26 weeks ahead.",
    );
    const regular = perth(String((await drawRow(5127, next + 2))!.drawTime))
      .toPlainDateTime()
      .toString();
    expect(await ask({ game: 5127, title, at: regular })).toBe(`Saturday Lotto already draws at ${regular}.`);
    const later = Temporal.PlainDateTime.from(at).add({ days: 7 }).toString();
    expect((await operator("/draws/special", { game: 5127, title, at: later })).status).toBe(200);
    const again = await operator("/draws/special", { game: 5127, title, at: later });
    expect(again.status).toBe(409);
    expect(await ask({ game: 5127, title, at: "next tuesday" })).toBe(
      "at must be a Perth date and time, such as 2026-12-02T18:30.",
    );
    expect(await ask({ game: 5127, title: " ", at })).toBe("title must be text of 1 to 80 characters.");
    expect(await ask({ game: 5127, title })).toBe(
      "Give either draw (an open draw to name) or at (the time of an extra draw).",
    );
    expect(await ask({ game: 5127, title, at, draw: next })).toBe(
      "Give either draw (an open draw to name) or at (the time of an extra draw).",
    );
  });

  it("names an open draw of another game as a special draw, but not a closed or unknown one", async () => {
    const powerball = await nextDrawNumber(player.app, 5132);
    const named = await operator("/draws/special", {
      game: 5132,
      title: "Mega Powerball",
      draw: powerball + 1,
    });
    expect(named.body).toMatchObject({ game_id: 5132, draw_number: powerball + 1, title: "Mega Powerball" });
    const remote = await call(player.app, { method: "GET", url: "/api/v1/remote-config" });
    expect(remote.body.data.specialEvents.map((e: { game_id: number }) => e.game_id)).toContain(5132);
    expect((await operator("/draws/special", { game: 5132, title: "X", draw: 1 })).body.message).toBe(
      "Draw 1 of game 5132 is not on sale.",
    );
  });
});

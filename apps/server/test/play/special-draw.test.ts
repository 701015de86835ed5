/**
 * Special draws end to end on the server (spec §3 remote config specialEvents, §4 special draw): the
 * advance that core's offeredSpecialDraw finds in the served purchase config buys exactly that draw.
 */
import { getPurchaseStatusEndpoint, purchaseConfigSchema, submitPurchaseEndpoint } from "@lotto/api";
import { type GameId, offeredSpecialDraw, type PurchaseConfig, pricedOption } from "@lotto/core";
import { and, eq } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { draws } from "../../src/db/schema/play";
import { build, call, loginAs, type TestApp } from "../helper";
import { board, buy } from "./play-fixtures";

let app: TestApp;
let auth: string;
beforeAll(async () => {
  app = await build();
  auth = await loginAs(app);
}, 120_000);
afterAll(async () => app?.close());

async function served(gameId: GameId) {
  const games = await call(app, { method: "GET", url: "/api/v1/games" });
  const res = await call(app, { method: "GET", url: `/api/v1/games/${gameId}/purchase-config` });
  const config: PurchaseConfig = v.parse(purchaseConfigSchema, res.body.data);
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
    const [row] = await app.db
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
    const res = await buy(app, auth, [{ coupon, cost, draw_num: offer!.drawNumber }]);
    const accepted = v.parse(submitPurchaseEndpoint.response, res.body.data);
    expect(accepted.status).toBe("COMPLETED");
    const status = await call(app, {
      method: "GET",
      url: `/api/v1/games/tickets-purchase/${accepted.id}`,
      headers: { authorization: auth },
    });
    const parsed = v.parse(getPurchaseStatusEndpoint.response, status.body.data);
    expect(parsed.tickets.map((t) => t.draw_numbers)).toEqual([[special]]);
  });

  it("§4: Saturday Lotto's odd special draws are not on this server's calendar, so none is offered", async () => {
    const { config, upcoming } = await served(5127);
    const next = config.game_variables.next_draw_number;
    expect(next % 2).toBe(0);
    const events = [1, 2, 3, 4].map((i) => ({ game_id: 5127, draw_number: next + i, title: `S${i}` }));
    const options = { system: 6, powerpik: false, numberOfBoards: "4", multiDraw: 1 };
    // Odd numbers pass the §4 rule but are not priced; even ones are priced but fail the rule.
    expect(offeredSpecialDraw({ gameId: 5127, config, options, upcomingDraw: upcoming, events })).toBeNull();
  });
});

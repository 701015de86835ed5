import * as api from "@lotto/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../../src/accounts/demo";
import { forceDraw } from "../../src/draws/force-draw";
import { inProcessClient } from "../contract/in-process-fetch";
import { build, type TestApp } from "../helper";
import { FOUR_BOARDS, saturday } from "./play-fixtures";

let app: TestApp;
let client: api.ApiClient;
beforeAll(async () => {
  app = await build();
  client = inProcessClient(app);
  const { token } = await api.login(client, {
    body: { username: DEMO_EMAIL, password: DEMO_PASSWORD, version: 2 },
  });
  client.setToken(token);
}, 120_000);
afterAll(async () => app?.close());

// Every call parses its response with the contract schema inside `call`; a drift fails here.
describe("the @lotto/api client against the in-process server (play)", () => {
  it("games, purchase config, purchase and its status", async () => {
    const games = await api.getGames(client);
    const next = games["5127"]!.upcoming_draw.draw_number;
    const config = await api.getPurchaseConfig(client, { params: { gameId: 5127 }, query: {} });
    const price = config.pricing_information["6"]!["4"]!["1"]![0]!.price;
    const accepted = await api.submitPurchase(client, {
      body: { tickets: [{ coupon: saturday(FOUR_BOARDS), cost: price, draw_num: next }] },
      headers: { "Idempotency-Key": "contract-1" },
    });
    const status = await api.getPurchaseStatus(client, { params: { groupId: accepted.id } });
    expect(status).toMatchObject({ id: accepted.id, status: "COMPLETED" });
    await expect(
      api.submitPurchase(client, {
        body: { tickets: [{ coupon: saturday(FOUR_BOARDS), cost: 1, draw_num: next }] },
      }),
    ).rejects.toThrow("Ticket 1: the price is $3.40, not $0.01. Please review your cart.");
  });

  it("favourites, results and play history", async () => {
    const fav = await api.createFavourite(client, {
      body: { name: "Contract", coupon: { game_id: 5127, game_data: saturday(FOUR_BOARDS).game_data } },
    });
    expect(
      (await api.updateFavourite(client, { params: { favouriteId: fav.favourite_id }, body: { name: "C2" } }))
        .name,
    ).toBe("C2");
    expect((await api.getFavourites(client, { query: { page: 1 } })).favourites.length).toBeGreaterThan(0);
    expect(await api.deleteFavourite(client, { params: { favouriteId: fav.favourite_id } })).toEqual({
      ok: true,
    });

    await forceDraw(app.db, 5127, app.testClock.now());
    const results = await api.getResults(client, { query: { game_id: 5127 } });
    expect(results.results).toHaveLength(1);
    const history = await api.getPlayHistory(client, { query: {} });
    const entry = await api.getMarkedEntry(client, {
      params: { coupon_id: history.results[0]!.cpnId },
      query: {},
    });
    expect(entry.draws[0]!.winning_numbers).toEqual(results.results[0]!.winning_numbers);
  });
});

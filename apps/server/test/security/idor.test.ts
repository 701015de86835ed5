import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PLAYER_ID } from "../../src/accounts/demo";
import { cards } from "../../src/db/schema/accounts";
import { favourites } from "../../src/db/schema/play";
import { readBalance } from "../../src/wallet/ledger";
import { build, call, cardToken, loginAs, type TestApp } from "../helper";
import { buy, FOUR_BOARDS, nextDrawNumber, saturday } from "../play/play-fixtures";
import { addPlayer, OTHER_PASSWORD } from "../second-player";

// No IDOR (R-SERVER Auth): every player-scoped route answers another player's ids as if they did not
// exist, and writes nothing. The demo player owns the things; the intruder asks for them by id.
let app: TestApp;
let owner: string;
let intruder: string;
const owned = { group: "", coupon: "", favourite: "", card: "" };

beforeAll(async () => {
  app = await build();
  owner = await loginAs(app);
  intruder = await loginAs(app, await addPlayer(app, "intruder"), OTHER_PASSWORD);
  const next = await nextDrawNumber(app, 5127);
  const bought = await buy(app, owner, [{ coupon: saturday(FOUR_BOARDS), cost: 340, draw_num: next }]);
  owned.group = bought.body.data.id;
  const history = await as(owner, "GET", "/user/play-history");
  owned.coupon = history.body.data.results[0].cpnId;
  owned.favourite = (await as(owner, "GET", "/user/favourites")).body.data.favourites[0].favourite_id;
  const card = await as(owner, "POST", "/user/cards", {
    card_token: await cardToken(app),
    default: true,
  });
  owned.card = card.body.data.id;
  expect(Object.values(owned).every(Boolean)).toBe(true);
});
afterAll(() => app.close());

function as(auth: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) {
  return call(app, {
    method,
    url: `/api/v1${url}`,
    headers: { authorization: auth },
    ...(payload ? { payload } : {}),
  });
}

describe("another player's ids", () => {
  it.each([
    [
      "GET",
      "/games/tickets-purchase/{groupId}",
      (): string => `/games/tickets-purchase/${owned.group}`,
      undefined,
    ],
    [
      "GET",
      "/user/play-history/marked/{coupon_id}",
      () => `/user/play-history/marked/${owned.coupon}`,
      undefined,
    ],
    ["PUT", "/user/favourites/{id}", (): string => `/user/favourites/${owned.favourite}`, { name: "Stolen" }],
    ["DELETE", "/user/favourites/{id}", (): string => `/user/favourites/${owned.favourite}`, undefined],
    ["POST", "/user/cards/{id}/default", (): string => `/user/cards/${owned.card}/default`, undefined],
    ["DELETE", "/user/cards/{id}", (): string => `/user/cards/${owned.card}`, undefined],
    ["POST", "/user/deposits/card with card_id", (): string => "/user/deposits/card", "deposit"],
  ] as const)(
    "%s %s answers 404 for the intruder and changes nothing",
    async (method, _label, url, payload) => {
      const favouriteBefore = await app.db.select().from(favourites);
      const cardsBefore = await app.db.select().from(cards);
      // Evaluated now: the ids exist only once beforeAll ran.
      const body = payload === "deposit" ? { amount: 5_000, card_id: owned.card } : payload;
      const res = await as(intruder, method, url(), body);
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect(typeof res.body.message).toBe("string");
      expect(await app.db.select().from(favourites)).toEqual(favouriteBefore);
      expect(await app.db.select().from(cards)).toEqual(cardsBefore);
      expect(await readBalance(app.db, "intruder")).toBe(20_000);
    },
  );

  it("lists none of the owner's tickets, favourites or cards, and the owner still sees all of them", async () => {
    expect((await as(intruder, "GET", "/user/play-history")).body.data.results).toEqual([]);
    expect((await as(intruder, "GET", "/user/favourites")).body.data.favourites).toEqual([]);
    expect((await as(intruder, "GET", "/user/cards")).body.data).toEqual([]);
    expect((await as(owner, "GET", "/user/play-history")).body.data.results).toHaveLength(1);
    expect((await as(owner, "GET", `/games/tickets-purchase/${owned.group}`)).status).toBe(200);
    expect((await as(owner, "GET", "/user/cards")).body.data).toHaveLength(1);
    expect(await readBalance(app.db, DEMO_PLAYER_ID)).toBeGreaterThan(0);
  });
});

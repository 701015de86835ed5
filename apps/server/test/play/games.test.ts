import { GamesListSchema, PlayHistoryPageSchema, ResultsPageSchema } from "@lotto/api";
import { GAME_IDS, perthDateOf } from "@lotto/core";
import { Temporal } from "temporal-polyfill";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedHistory } from "../../src/draws/history-seed";
import { build, call, loginAs, type TestApp } from "../helper";
import { buy, FOUR_BOARDS, nextDrawNumber, saturday } from "./play-fixtures";

let app: TestApp;
beforeAll(async () => {
  app = await build();
  await seedHistory(app.db, app.testClock.now(), 2);
}, 120_000);
afterAll(async () => app?.close());

describe("GET /games", () => {
  it("lists every game with their upcoming draw, quick picks, orders and latest results", async () => {
    const res = await call(app, { method: "GET", url: "/api/v1/games" });
    const games = v.parse(GamesListSchema, res.body.data);
    expect(Object.keys(games).sort()).toEqual(GAME_IDS.map(String).sort());
    const saturday = games["5127"]!;
    expect(saturday.title).toBe("Saturday Lotto");
    // Two seeded past draws without a Division 1 winner each rolled $5m over with $1m growth: $7m.
    expect(saturday.upcoming_draw).toMatchObject({ jackpot: 700_000_000, jackpot_text: "$7 Million" });
    // The test clock is Wednesday 18 Nov 2026, noon in Perth: Saturday's draw closes 6 pm on the 21st.
    expect(saturday.upcoming_draw.sales_close).toBe("2026-11-21T10:00:00Z");
    // Core's homeQuickPicks: the default ticket (4 games) and the default slikpik's 18, one draw.
    expect(saturday.slikpik_homepage_options.map((o) => [o.label, o.price])).toEqual([
      ["4 Games", 4 * 85],
      ["18 Games", 18 * 85],
    ]);
    expect(games["5237"]!.slikpik_homepage_options.map((o) => [o.boards, o.multidraw])).toEqual([
      [1, 7],
      [15, 7],
    ]);
    expect(games["5237"]!.upcoming_draw.jackpot_text).toBe("$20K a mth for 20yrs");
    // Cash 3 closes at 5 pm today, first of all games; orders are 1..n without gaps.
    expect(games["2116"]!.upcoming_order).toBe(1);
    expect(
      Object.values(games)
        .map((g) => g.upcoming_order)
        .sort((a, b) => a - b),
    ).toEqual(GAME_IDS.map((_, i) => i + 1));
    // Two Saturday draws are in the past; the list carries the latest only (GET /results has them all).
    expect(saturday.results.length).toBe(1);
    expect(saturday.results[0]!.draw_num).toBe(saturday.upcoming_draw.draw_number - 2);
    // The R-ENTITIES Result only: the proof (commitment, seed) is for the Results page, not home.
    expect(Object.keys(res.body.data["5127"].results[0]).sort()).toEqual([
      "division_matrix",
      "divisions",
      "draw_date",
      "draw_num",
      "game",
      "powerball",
      "supplementary_numbers",
      "winning_numbers",
    ]);
  });
});

describe("GET /results", () => {
  it("pages a game's results newest first with the revealed seed", async () => {
    const res = await call(app, { method: "GET", url: "/api/v1/results?game_id=2116&page=1" });
    const page = v.parse(ResultsPageSchema, res.body.data);
    expect(page.results).toHaveLength(14);
    expect(page.total_pages).toBe(1);
    const numbers = page.results.map((r) => r.draw_num);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(page.results[0]!.seed).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps only the draws held on or before to_date in Perth", async () => {
    const get = async (query: string) =>
      v.parse(
        ResultsPageSchema,
        (await call(app, { method: "GET", url: `/api/v1/results?game_id=2116${query}` })).body.data,
      );
    const all = (await get("")).results;
    const perthDate = (iso: string) => perthDateOf(Temporal.Instant.from(iso));
    const cutOff = perthDate(all[7]!.draw_date);
    const filtered = await get(`&to_date=${cutOff}`);
    expect(filtered.results.map((r) => r.draw_num)).toEqual(
      all.filter((r) => perthDate(r.draw_date) <= cutOff).map((r) => r.draw_num),
    );
    expect(filtered.results).toHaveLength(7);
    expect(filtered.results[0]!.draw_num).toBe(all[7]!.draw_num);
    expect((await get("&to_date=2000-01-01")).results).toEqual([]);
  });

  it.each([
    "/results",
    "/results?game_id=5127&to_date=2026-13-01",
    "/results?game_id=5127&to_date=yesterday",
    "/results?game_id=42",
    "/results?game_id=5127&page=0",
    "/results?game_id=5127&page=abc",
  ])("answers 400 with a message for %s", async (url) => {
    const res = await call(app, { method: "GET", url: `/api/v1${url}` });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
  });
});

describe("GET /user/play-history", () => {
  it("lists the player's tickets with filters and the marked entry per draw", async () => {
    const auth = await loginAs(app);
    const next = await nextDrawNumber(app, 5127);
    const bought = await buy(app, auth, [{ coupon: saturday(FOUR_BOARDS, 2), cost: 680, draw_num: next }]);
    expect(bought.body.data.status).toBe("COMPLETED");
    const get = (url: string) =>
      call(app, { method: "GET", url: `/api/v1${url}`, headers: { authorization: auth } });
    const all = v.parse(PlayHistoryPageSchema, (await get("/user/play-history")).body.data);
    expect(all.results).toEqual([
      expect.objectContaining({
        game_id: 5127,
        status: 2,
        cost: 680,
        first_draw_num: next,
        end_draw_num: next + 2,
      }),
    ]);
    expect((await get("/user/play-history?game_id=5130")).body.data.results).toEqual([]);
    expect((await get("/user/play-history?status=8")).body.data.results).toEqual([]);
    expect(
      (await get("/user/play-history?from_date=2026-11-18&to_date=2026-11-18")).body.data.results,
    ).toHaveLength(1);
    expect((await get("/user/play-history?from_date=2026-11-19")).body.data.results).toEqual([]);
    expect((await get("/user/play-history?from_date=18/11/2026")).status).toBe(400);
    const marked = await get(`/user/play-history/marked/${all.results[0]!.cpnId}?first_draw_num=${next}`);
    expect(marked.body.data.draws.map((d: { draw_number: number }) => d.draw_number)).toEqual([
      next,
      next + 2,
    ]);
    expect(marked.body.data.draws[0]).toMatchObject({ status: 2, winning_numbers: [], prize: 0 });
    expect((await get("/user/play-history/marked/not-a-ticket")).status).toBe(404);
  });
});

import { AUTOPLAY_CODES, AutoplayListSchema, AutoplaySchema } from "@lotto/api";
import { AUTOPLAY_ERROR_TEXT, AUTOPLAYS_LIMIT } from "@lotto/core";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { autoplays } from "../../src/db/schema/autoplays";
import { call, demoPlayerApp, loginAs } from "../helper";
import { FOUR_BOARDS, saturday } from "../play/play-fixtures";
import { addPlayer, OTHER_PASSWORD } from "../second-player";

const player = demoPlayerApp();
const everyDraw = { kind: "every-draw" as const };
const setUp = (over: object = {}) => ({
  coupon: saturday(FOUR_BOARDS),
  trigger: everyDraw,
  draws: null,
  ...over,
});
const rowCount = async () => (await player.app.db.select().from(autoplays)).length;

describe("a player's autoplays", () => {
  it("creates one with its next draw, price and weekly maximum, and lists it", async () => {
    const created = await player.send("POST", "/user/autoplays", setUp({ draws: 4 }));
    expect(created.status).toBe(200);
    const autoplay = v.parse(AutoplaySchema, created.body.data);
    expect(autoplay).toMatchObject({
      game_id: 5127,
      status: "active",
      paused_by: null,
      draws: 4,
      draws_left: 4,
      cost: 340,
      // Saturday Lotto draws once a week.
      weekly_maximum: 340,
      last_purchase: null,
      history: [],
    });
    expect(autoplay.next_draw?.decided).toBe(false);
    const list = v.parse(AutoplayListSchema, (await player.send("GET", "/user/autoplays")).body.data);
    expect(list.autoplays.map((a) => a.id)).toContain(autoplay.id);
    expect(list.limit).toBe(AUTOPLAYS_LIMIT);
    expect(list.weekly_maximum).toBeGreaterThanOrEqual(340);
  });

  it("pauses, resumes, edits from the next draw and cancels for good", async () => {
    const { id } = (await player.send("POST", "/user/autoplays", setUp())).body.data;
    expect((await player.send("POST", `/user/autoplays/${id}/pause`)).body.data).toMatchObject({
      status: "paused",
      paused_by: "player",
    });
    expect((await player.send("POST", `/user/autoplays/${id}/resume`)).body.data.status).toBe("active");
    const edited = await player.send("PUT", `/user/autoplays/${id}`, {
      coupon: saturday([...FOUR_BOARDS, [25, 26, 27, 28, 29, 30]]),
      trigger: { kind: "jackpot-at-least", threshold: 1_000_000_000 },
      draws: 2,
    });
    expect(edited.body.data).toMatchObject({
      cost: 425,
      trigger: { kind: "jackpot-at-least", threshold: 1_000_000_000 },
      draws: 2,
      draws_left: 2,
    });
    expect((await player.send("POST", `/user/autoplays/${id}/cancel`)).body.data.status).toBe("cancelled");
    const again = await player.send("POST", `/user/autoplays/${id}/resume`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(AUTOPLAY_CODES.cancelled);
    expect((await player.send("PUT", `/user/autoplays/${id}`, { draws: 3 })).status).toBe(409);
    // Cancelling twice answers the cancelled autoplay.
    expect((await player.send("POST", `/user/autoplays/${id}/cancel`)).status).toBe(200);
  });

  it.each([
    ["more than one draw", setUp({ coupon: saturday(FOUR_BOARDS, 2) }), 400],
    [
      "an add-on game",
      setUp({
        coupon: {
          ...saturday(FOUR_BOARDS),
          add_on: {
            game_id: 5130,
            game_data: [
              {
                group_name: "A",
                numbers: [1, 2, 3, 4, 5, 6],
                powerball: null,
                quickpick: 0,
                stake: 0,
                type: 1,
              },
            ],
          },
        },
      }),
      400,
    ],
    ["a threshold under $1 million", setUp({ trigger: { kind: "jackpot-at-least", threshold: 99 } }), 400],
    ["an unknown trigger", setUp({ trigger: { kind: "sometimes" } }), 400],
    ["too many draws", setUp({ draws: 101 }), 400],
    ["numbers out of range", setUp({ coupon: saturday([[1, 2, 3, 4, 5, 99]]) }), 422],
    ["a day the game has no one-day play for", setUp({ day: "Monday" }), 422],
    [
      "a jackpot trigger for a game without a jackpot",
      setUp({
        coupon: {
          ...saturday([[1, 2, 3]]),
          game_id: 2116,
          system: 0,
          game_data: [
            { group_name: "A", numbers: [1, 2, 3], powerball: null, quickpick: 0, stake: 1, type: 1 },
          ],
        },
        trigger: { kind: "jackpot-at-least", threshold: 1_000_000_000 },
      }),
      422,
    ],
  ])("refuses %s and writes nothing", async (_name, payload, status) => {
    const before = await rowCount();
    const res = await player.send("POST", "/user/autoplays", payload);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(typeof res.body.message).toBe("string");
    expect(await rowCount()).toBe(before);
  });

  it("keeps at most the limit not cancelled", async () => {
    const list = v.parse(AutoplayListSchema, (await player.send("GET", "/user/autoplays")).body.data);
    const open = list.autoplays.filter((a) => a.status !== "cancelled").length;
    for (let i = open; i < AUTOPLAYS_LIMIT; i++) {
      expect((await player.send("POST", "/user/autoplays", setUp())).status).toBe(200);
    }
    const over = await player.send("POST", "/user/autoplays", setUp());
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({
      code: AUTOPLAY_CODES.limitReached,
      message: AUTOPLAY_ERROR_TEXT.limitReached,
    });
  });

  it("shows and changes only the player's own autoplays (404 for another's)", async () => {
    const [mine] = (await player.send("GET", "/user/autoplays")).body.data.autoplays;
    const email = await addPlayer(player.app, "autoplay-other");
    const other = await loginAs(player.app, email, OTHER_PASSWORD);
    const as = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
      call(player.app, {
        method,
        url: `/api/v1${url}`,
        headers: { authorization: other },
        ...(payload ? { payload } : {}),
      });
    expect((await as("GET", "/user/autoplays")).body.data.autoplays).toEqual([]);
    expect((await as("GET", `/user/autoplays/${mine.id}`)).status).toBe(404);
    expect((await as("POST", `/user/autoplays/${mine.id}/cancel`)).status).toBe(404);
    expect((await as("PUT", `/user/autoplays/${mine.id}`, { draws: 1 })).status).toBe(404);
    expect((await player.send("GET", `/user/autoplays/${mine.id}`)).body.data.status).toBe(mine.status);
    expect((await call(player.app, { method: "GET", url: "/api/v1/user/autoplays" })).status).toBe(401);
  });
});

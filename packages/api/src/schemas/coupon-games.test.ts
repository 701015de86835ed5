import { GAME_IDS } from "@lotto/core";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { LUCKY_FIVE } from "../../../lottery-core/src/games/eighth-game.test-support";
import { CouponSchema, couponSchemaOf, GameIdSchema, gameIdSchemaOf } from "./coupon";

const coupon = {
  game_id: LUCKY_FIVE.id,
  advance_draw: 0,
  multi_draw: 1,
  system: 5,
  powerpik: false,
  game_data: [
    { group_name: "A", numbers: [1, 2, 3, 4, 5], powerball: null, quickpick: 0, stake: 0, type: 1 },
  ],
};

describe("the contract's game ids come from core's catalogue", () => {
  it("accepts exactly the catalogue's ids, from JSON or a query string", () => {
    for (const id of GAME_IDS) {
      expect(v.parse(GameIdSchema, id)).toBe(id);
      expect(v.parse(GameIdSchema, String(id))).toBe(id);
    }
    expect(v.safeParse(GameIdSchema, LUCKY_FIVE.id).success).toBe(false);
  });

  it("accepts a coupon of an eighth game once its definition is registered", () => {
    const ids = [...GAME_IDS, LUCKY_FIVE.id];
    expect(v.parse(gameIdSchemaOf(ids), String(LUCKY_FIVE.id))).toBe(LUCKY_FIVE.id);
    expect(v.parse(couponSchemaOf(ids), coupon)).toEqual(coupon);
    const refused = v.safeParse(CouponSchema, coupon);
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0]?.message).toBe("Unknown game id.");
  });
});

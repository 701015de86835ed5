import { describe, expect, it } from "vitest";
import { group } from "../model/coupon.test-support";
import type { Coupon, GameDataGroup } from "../model/entities";
import { purchaseConfigFor } from "../testing";
import { couponOption, couponPrice } from "./coupon-price";
import { validateCoupon } from "./coupon-validation";

const coupon = (gameId: Coupon["game_id"], data: GameDataGroup[], extra: Partial<Coupon> = {}): Coupon => ({
  game_id: gameId,
  advance_draw: 0,
  multi_draw: 1,
  system: 7,
  powerpik: false,
  game_data: data,
  ...extra,
});
const pb = (n: number) =>
  group([1, 2, 3, 4, 5, 6, 7], { group_name: String.fromCharCode(65 + n), powerball: n + 1 });

describe("couponPrice (R-ENTITIES, R-LIMITS)", () => {
  const powerball = purchaseConfigFor(5132, 132, { boards: () => [1, 2, 4] });
  const cash3 = purchaseConfigFor(2116, 50, { boards: () => [1, 2, 50] });

  it("prices a coupon from the table, or null when not priced", () => {
    const four = coupon(5132, [pb(0), pb(1), pb(2), pb(3)], { multi_draw: 2, advance_draw: 1 });
    expect(couponPrice(powerball, four)).toBe(4 * 132 * 2);
    expect(couponOption(powerball, four)?.draws).toEqual([1001, 1002]);
    expect(couponPrice(powerball, coupon(5132, [pb(0), pb(1), pb(2)]))).toBeNull();
  });

  it("scales Cash 3 by stake and doubles play type 4: 50c, $1, $1 both at 50c, $2 both at $1", () => {
    const c3 = (stake: 0 | 1 | 2, type: 1 | 2 | 4) =>
      coupon(2116, [group([1, 2, 3], { stake, type })], { system: 0 });
    expect(couponPrice(cash3, c3(1, 1))).toBe(50);
    expect(couponPrice(cash3, c3(2, 2))).toBe(100);
    expect(couponPrice(cash3, c3(1, 4))).toBe(100);
    expect(couponPrice(cash3, c3(2, 4))).toBe(200);
    expect(couponPrice(cash3, c3(0, 1))).toBeNull();
    const week = coupon(
      2116,
      [group([1, 2, 3], { stake: 2, type: 4 }), group([4, 5, 6], { stake: 1, type: 1 })],
      {
        system: 0,
        multi_draw: 7,
      },
    );
    expect(couponPrice(cash3, week)).toBe((200 + 50) * 7);
  });
});

describe("validateCoupon (server refusal texts)", () => {
  it("accepts valid entries of every kind", () => {
    expect(validateCoupon(5132, coupon(5132, [pb(0)]))).toEqual([]);
    expect(
      validateCoupon(
        5132,
        coupon(5132, [group([1, 2, 3, 4, 5, 6, 7, 8], { powerball: 0 })], { system: 8, powerpik: true }),
      ),
    ).toEqual([]);
    expect(validateCoupon(2115, coupon(2115, [group([0, 0, 9, 9, 1, 1])], { system: 0 }))).toEqual([]);
    expect(
      validateCoupon(
        2116,
        coupon(2116, [group([1, 1, 2], { stake: 2, type: 4 })], { system: 3, multi_draw: 28 }),
      ),
    ).toEqual([]);
    const sat = [1, 2, 3, 4].map((i) => group([i, 10, 20, 30, 40, 45], { group_name: String(i) }));
    expect(validateCoupon(5127, coupon(5127, sat, { system: 6, advance_draw: 9 }))).toEqual([]);
  });

  it("names every problem of a bad board", () => {
    const bad = coupon(5132, [group([1, 1, 36, 4, 5, 6], { powerball: 21 })]);
    expect(validateCoupon(5132, bad)).toEqual([
      "Board A must have 7 numbers.",
      "Board A has a number outside 1–35.",
      "Board A repeats a number.",
      "Board A needs a Powerball from 1 to 20.",
    ]);
    expect(
      validateCoupon(
        5132,
        coupon(5132, [group([1, 2, 3, 4, 5, 6, 7], { powerball: 4 })], { powerpik: true }),
      ),
    ).toEqual(["Board A is powerpik, so its Powerball must be 0."]);
    expect(validateCoupon(5132, coupon(5132, [group([1, 2, 3, 4, 5, 6, 7])]))).toEqual([
      "Board A needs a Powerball from 1 to 20.",
    ]);
    expect(validateCoupon(5130, coupon(5130, [group([1, 2, 3, 4, 5, 6, 7.5], { powerball: 3 })]))).toEqual([
      "Board A has a number outside 1–47.",
      "Board A must not have a Powerball.",
    ]);
  });

  it("checks game, system, powerpik, boards, multi-draw and advance limits", () => {
    expect(validateCoupon(5132, coupon(5130, [pb(0)]))).toEqual([
      "This entry is for game 5130, not Powerball.",
    ]);
    expect(validateCoupon(9999 as never, coupon(5130, []))).toEqual(["Unknown game 9999."]);
    const twentyOne = group(
      Array.from({ length: 21 }, (_, i) => i + 1),
      { powerball: 0 },
    );
    expect(validateCoupon(5132, coupon(5132, [twentyOne], { system: 21, powerpik: true }))).toEqual([
      "System 21 is not offered for Powerball.",
      "Powerpik is not offered for System 21 of Powerball.",
    ]);
    const sat = group([1, 2, 3, 4, 5, 6]);
    expect(
      validateCoupon(5127, coupon(5127, [sat], { system: 6, multi_draw: 11, advance_draw: 10 })),
    ).toEqual([
      "Saturday Lotto needs between 4 and 50 boards; this entry has 1.",
      "Saturday Lotto does not offer 11 draws in one entry.",
      "Advance play for Saturday Lotto goes from 0 to 9.",
    ]);
    expect(validateCoupon(5237, coupon(5237, [group([1, 2, 3, 4, 5, 6, 7])], { multi_draw: 1 }))).toEqual([
      "Set for Life does not offer 1 draws in one entry.",
    ]);
  });

  it("checks Cash 3 stake, play type and any-order triples", () => {
    const c3 = (numbers: number[], stake: number, type: number) =>
      coupon(2116, [group(numbers, { stake: stake as 1, type: type as 1 })], { system: 0 });
    expect(validateCoupon(2116, c3([1, 2, 3], 3, 3))).toEqual([
      "Board A has an unknown stake.",
      "Board A has an unknown play type.",
    ]);
    expect(validateCoupon(2116, c3([7, 7, 7], 1, 2))).toEqual([
      "Board A: any order needs at least two different digits.",
    ]);
    expect(validateCoupon(2116, c3([7, 7, 7], 1, 1))).toEqual([]);
    expect(validateCoupon(2116, c3([7, 10, 7], 1, 1))).toEqual(["Board A has a number outside 0–9."]);
  });

  it("refuses with the config when the entry is not priced, and uses one-day counts for Millionaire Medley", () => {
    const config = purchaseConfigFor(5132, 132, { boards: () => [1] });
    expect(validateCoupon(5132, coupon(5132, [pb(0)]), config)).toEqual([]);
    expect(validateCoupon(5132, coupon(5132, [pb(0), pb(1)]), config)).toEqual([
      "This entry is not priced for the current draw. Please choose other options.",
    ]);
    const monday = purchaseConfigFor(5303, 50, { boards: () => [4] }, "Monday");
    const mm = [0, 1, 2, 3].map((i) => group([1, 2, 3, 4, 5, 6 + i], { group_name: String(i) }));
    expect(validateCoupon(5303, coupon(5303, mm, { system: 6, multi_draw: 2 }), monday)).toEqual([]);
    expect(validateCoupon(5303, coupon(5303, mm, { system: 6, multi_draw: 2 }))).toEqual([
      "Millionaire Medley does not offer 2 draws in one entry.",
    ]);
  });
});

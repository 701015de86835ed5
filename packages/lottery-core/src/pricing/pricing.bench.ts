import { bench, describe } from "vitest";
import { gameIdBySlug } from "../games/lookup";
import type { Coupon, EntryOptions } from "../model/entities";
import { purchaseConfigFor } from "../testing";
import { couponPrice } from "./coupon-price";
import { defaultEntryOptions, entryPrice } from "./entry-options";

const POWERBALL = gameIdBySlug("powerball");
const config = purchaseConfigFor(POWERBALL, 132);
const options: EntryOptions = {
  ...defaultEntryOptions(config),
  numberOfBoards: "18",
  multiDraw: 5,
  advancePlay: 3,
};
const coupon: Coupon = {
  game_id: POWERBALL,
  advance_draw: 3,
  multi_draw: 5,
  system: 7,
  powerpik: false,
  game_data: Array.from({ length: 18 }, (_, i) => ({
    group_name: String(i),
    numbers: [1, 2, 3, 4, 5, 6, 7],
    powerball: 1,
    quickpick: 1 as const,
    stake: 0 as const,
    type: 1 as const,
  })),
};
const plain: Record<string, number> = { a: 1 };

describe("pricing", () => {
  bench("baseline: one object property read", () => {
    plain.a;
  });
  bench("entryPrice (Powerball, 18 boards, 5 draws, advance 3)", () => {
    entryPrice(config, options);
  });
  bench("couponPrice (same entry as a coupon)", () => {
    couponPrice(config, coupon);
  });
});

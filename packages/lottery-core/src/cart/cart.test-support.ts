/**
 * Test data for the cart rules and machines: one spec-shaped ticket and a fast-check arbitrary of
 * valid tickets. Not exported from the package.
 */
import fc from "fast-check";
import { CATALOGUE } from "../games/lookup";
import type { CartTicket, GameId } from "../model/entities";

/** A Saturday Lotto standard ticket of 4 games for draw 4510 (R-ENTITIES Cart ticket). */
export function sampleTicket(overrides: Partial<CartTicket> = {}): CartTicket {
  return {
    id: "t-1",
    draw_num: 4510,
    draw_numbers: [4510],
    added_draw_number: 4510,
    cost: 340,
    play_type: "standard",
    coupon: {
      game_id: 5127,
      advance_draw: 0,
      multi_draw: 1,
      system: 6,
      powerpik: false,
      game_data: [
        { group_name: "A", numbers: [1, 2, 3, 4, 5, 6], powerball: null, quickpick: 1, stake: 0, type: 1 },
      ],
    },
    ...overrides,
  };
}

const GAME_IDS: readonly GameId[] = CATALOGUE.ids;

/** Any valid cart ticket: costs up to $1000, draw numbers up to 9999. */
export const arbCartTicket: fc.Arbitrary<CartTicket> = fc.record(
  {
    id: fc.string(),
    day: fc.constantFrom("Monday", "Wednesday", "Friday"),
    draw_num: fc.integer({ min: 1, max: 9999 }),
    draw_numbers: fc.array(fc.integer({ min: 1, max: 9999 }), { maxLength: 10 }),
    added_draw_number: fc.integer({ min: 1, max: 9999 }),
    cost: fc.integer({ min: 0, max: 100_000 }),
    play_type: fc.constantFrom("standard", "system", "quickpick"),
    coupon: fc.record({
      game_id: fc.constantFrom(...GAME_IDS),
      advance_draw: fc.nat(9),
      multi_draw: fc.integer({ min: 1, max: 10 }),
      system: fc.nat(20),
      powerpik: fc.boolean(),
      game_data: fc.array(
        fc.record({
          group_name: fc.string({ maxLength: 2 }),
          numbers: fc.array(fc.integer({ min: 0, max: 47 }), { maxLength: 20 }),
          powerball: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
          quickpick: fc.constantFrom(0 as const, 1 as const),
          stake: fc.constantFrom(0 as const, 1 as const, 2 as const),
          type: fc.constantFrom(1 as const, 2 as const, 4 as const),
        }),
        { maxLength: 3 },
      ),
    }),
  },
  { requiredKeys: ["id", "draw_num", "draw_numbers", "added_draw_number", "cost", "play_type", "coupon"] },
);

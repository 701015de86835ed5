import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GAMES } from "../games/catalogue";
import { entryCoupon, pickBoard } from "../machines/game-entry-rules";
import type { EntryOptions, GameId, PurchaseConfig } from "../model/entities";
import { seededRng } from "../quick-pick/rng";
import { purchaseConfigFor } from "../testing";
import { couponPrice } from "./coupon-price";
import { validateCoupon } from "./coupon-validation";
import { entryPrice } from "./entry-options";
import { parseSystemKey } from "./system-key";

// What the game page builds (priced options from the config, quick-picked boards, its coupon) is what
// the cart charges and the server accepts: couponPrice agrees with entryPrice and validateCoupon has
// nothing to say (R-ENTITIES pricing_information, R-VALIDATION quick pick, R-LIMITS Cash 3 stakes).

const CONFIGS: PurchaseConfig[] = [
  ...GAMES.map((game) => purchaseConfigFor(game.id, 100 + (game.id % 50))),
  purchaseConfigFor(5303, 90, {}, "Monday"),
];

/** A priced choice of system, boards, multi-draw and advance option, and a Cash 3 style. */
const pricedEntry = fc.nat({ max: CONFIGS.length - 1 }).chain((configIndex) => {
  const config = CONFIGS[configIndex]!;
  const systems = Object.keys(config.pricing_information);
  return fc.constantFrom(...systems).chain((key) => {
    const byBoards = config.pricing_information[key]!;
    return fc.constantFrom(...Object.keys(byBoards)).chain((boards) => {
      const byDraws = byBoards[boards]!;
      return fc.record({
        configIndex: fc.constant(configIndex),
        key: fc.constant(key),
        boards: fc.constant(boards),
        multiDraw: fc.constantFrom(...Object.keys(byDraws).map(Number)),
        advanceIndex: fc.nat(),
        stake: fc.constantFrom(50 as const, 100 as const),
        flags: fc.constantFrom([true, false], [false, true], [true, true]),
        seed: fc.integer(),
      });
    });
  });
});

describe("a quick-picked, priced entry (R-ENTITIES, R-VALIDATION, R-LIMITS)", () => {
  it("property: couponPrice of its coupon equals entryPrice, scaled by the Cash 3 stake and play type", () => {
    fc.assert(
      fc.property(
        pricedEntry,
        ({ configIndex, key, boards, multiDraw, advanceIndex, stake, flags, seed }) => {
          const config = CONFIGS[configIndex]!;
          const gameId = config.game_variables.game_id as GameId;
          const { system, powerpik } = parseSystemKey(key)!;
          const advanceOptions = config.pricing_information[key]![boards]![String(multiDraw)]!;
          const options: EntryOptions = {
            system,
            powerpik,
            numberOfBoards: boards,
            multiDraw,
            advancePlay: advanceOptions[advanceIndex % advanceOptions.length]!.bit8_advance_id,
            playType: null,
            setAllBoards: { stake, exact: flags[0]!, any: flags[1]! },
          };
          const rng = seededRng(seed);
          const picked = Array.from({ length: Number(boards) }, () => pickBoard(config, options, rng));
          const coupon = entryCoupon(config, options, {
            boards: picked,
            quickPicked: picked.map(() => true),
          });

          expect(validateCoupon(gameId, coupon, config)).toEqual([]);
          const price = entryPrice(config, options);
          expect(price).not.toBeNull();
          // Cash 3 tables price one 50c stake on one play type; $1 doubles it, both types double it.
          const scale = gameId === 2116 ? (stake / 50) * (flags[0] && flags[1] ? 2 : 1) : 1;
          expect(couponPrice(config, coupon)).toBe(price! * scale);
        },
      ),
      { numRuns: 500 },
    );
  });
});

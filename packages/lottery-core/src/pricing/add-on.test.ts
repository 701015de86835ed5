import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GAME_IDS, gameById } from "../games/lookup";
import { boardName } from "../model/board-name";
import type { AddOnCoupon, GameDataGroup } from "../model/entities";
import { drawByNumber } from "../schedule/draw-calendar";
import { arbBoardNumbers, arbEntry, purchaseConfigFor } from "../testing";
import { addOnCost, addOnDraws, addOnErrors, addOnGameOf, addOnTicketCoupon } from "./add-on";
import { couponOption, couponPrice } from "./coupon-price";
import { validateCoupon } from "./coupon-validation";

const SATURDAY_LOTTO = gameById(5127);
const SUPER66 = gameById(2115);

const digits = (numbers: number[], i = 0): GameDataGroup => ({
  group_name: boardName(i),
  numbers,
  powerball: null,
  quickpick: 1,
  stake: 0,
  type: 1,
});

const arbAddOn = (): fc.Arbitrary<AddOnCoupon> =>
  fc
    .array(arbBoardNumbers(SUPER66, 6), { minLength: 1, maxLength: SUPER66.maxBoards })
    .map((boards) => ({ game_id: SUPER66.id, game_data: boards.map(digits) }));

describe("the add-on game (R-ENTITIES addOnGame, R-GAMESHEET Super66)", () => {
  it("is data: Saturday Lotto carries Super66, and no game carries one it cannot (never Cash 3)", () => {
    expect(addOnGameOf(SATURDAY_LOTTO)?.name).toBe("Super66");
    for (const id of GAME_IDS) {
      const addOn = addOnGameOf(gameById(id));
      if (!addOn) continue;
      // It plays in every week of the entry: the carrier draws on a day the add-on draws too.
      expect(gameById(id).drawWeekdays.every((d) => addOn.drawWeekdays.includes(d))).toBe(true);
    }
    expect(addOnGameOf(gameById(2116))).toBeNull();
  });

  it("plays each regular draw's Saturday in Super66, once per week, and skips an extra draw", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 1, max: 10 }), (week, weeks) => {
        const carrier = Array.from({ length: weeks }, (_, i) => 4000 + (week + i) * 2);
        const played = addOnDraws(5127, [...carrier, carrier[0]! + 1], 2115);
        expect(played).toHaveLength(weeks);
        played.forEach((n, i) => {
          const ours = drawByNumber(2115, n)!.drawTime.toPlainDate();
          expect(ours.equals(drawByNumber(5127, carrier[i]!)!.drawTime.toPlainDate())).toBe(true);
        });
      }),
    );
  });

  it("prices the entry plus $1 a Super66 game for every week it plays, in whole cents", () => {
    const config = purchaseConfigFor(5127, SATURDAY_LOTTO.unitPrice.cents);
    fc.assert(
      fc.property(arbEntry(5127), arbAddOn(), (entry, addOn) => {
        const own = couponPrice(config, entry);
        const withAddOn = couponPrice(config, { ...entry, add_on: addOn });
        if (own === null) return expect(withAddOn).toBeNull();
        const weeks = couponOption(config, entry)!.draws.length;
        expect(withAddOn).toBe(own + addOn.game_data.length * 100 * weeks);
        expect(Number.isInteger(withAddOn)).toBe(true);
        expect(addOnCost(addOn, weeks)).toBe(withAddOn! - own);
      }),
      { numRuns: 60 },
    );
  });

  it("is refused on a game that does not carry it, for the price and the rules alike", () => {
    const addOn: AddOnCoupon = { game_id: 2115, game_data: [digits([1, 2, 3, 4, 5, 6])] };
    const config = purchaseConfigFor(5132, 132);
    fc.assert(
      fc.property(arbEntry(5132), (entry) => {
        expect(couponPrice(config, { ...entry, add_on: addOn })).toBeNull();
        expect(validateCoupon(5132, { ...entry, add_on: addOn })).toContain(
          "Super66 cannot be added to Powerball.",
        );
      }),
      { numRuns: 20 },
    );
  });

  it("checks the add-on's games: 1 to 50, six digits each", () => {
    const six = digits([0, 9, 0, 9, 0, 9]);
    expect(addOnErrors(SATURDAY_LOTTO, { game_id: 2115, game_data: [six] })).toEqual([]);
    expect(addOnErrors(SATURDAY_LOTTO, { game_id: 2115, game_data: [] })).toEqual([
      "Super66 as an add-on needs between 1 and 50 games; this entry has 0.",
    ]);
    expect(addOnErrors(SATURDAY_LOTTO, { game_id: 2115, game_data: [digits([1, 2, 3])] })).toEqual([
      "Super66 game A must have 6 numbers from 0 to 9.",
    ]);
    expect(addOnErrors(SATURDAY_LOTTO, { game_id: 2115, game_data: [digits([1, 2, 3, 4, 5, 10])] })).toEqual([
      "Super66 game A must have 6 numbers from 0 to 9.",
    ]);
    expect(addOnErrors(SATURDAY_LOTTO, { game_id: 2116, game_data: [six] })).toEqual([
      "Cash 3 cannot be added to Saturday Lotto.",
    ]);
  });

  it("is recorded as a valid coupon of its own game over the weeks it plays", () => {
    fc.assert(
      fc.property(arbAddOn(), fc.integer({ min: 1, max: 10 }), (addOn, weeks) => {
        const coupon = addOnTicketCoupon(addOn, weeks);
        expect(validateCoupon(2115, coupon)).toEqual([]);
        expect(coupon.multi_draw).toBe(weeks);
      }),
      { numRuns: 30 },
    );
  });
});

import type { GameDefinition } from "../games/game-definition";
import { gameById } from "../games/lookup";
import { hasPlayTypes } from "../games/traits";
import type { Cents, Coupon, PricingOption, PurchaseConfig } from "../model/entities";
import { addOnCost, addOnDraws } from "./add-on";
import { cash3BoardUnits, isCash3PlayType, stakeFromCode } from "./cash3";
import { pricedOption } from "./entry-options";
import { effectiveSystem } from "./system-key";

/** The pricing option a coupon is bought under, or undefined when the config does not price it (R-ENTITIES). */
export function couponOption(
  config: PurchaseConfig,
  coupon: Coupon,
  game: GameDefinition<number> = gameById(coupon.game_id),
): PricingOption | undefined {
  return pricedOption(config, {
    system: effectiveSystem(game, coupon.system),
    powerpik: coupon.powerpik,
    numberOfBoards: String(coupon.game_data.length),
    multiDraw: coupon.multi_draw,
    advancePlay: coupon.advance_draw,
  });
}

/**
 * Price in cents of a coupon from the purchase config, or null if it is not priced (R-ENTITIES, R-LIMITS,
 * docs/decisions.md#d5). Cash 3 tables price 50c on one play type; each board is scaled by its stake and doubled
 * for play type 4 (R-LIMITS). An add-on game is added at its own price for each week the entry plays.
 */
export function couponPrice(
  config: PurchaseConfig,
  coupon: Coupon,
  game: GameDefinition<number> = gameById(coupon.game_id),
): Cents | null {
  const option = couponOption(config, coupon, game);
  if (!option) return null;
  const own = ownPrice(option.price, coupon, game);
  if (own === null || !coupon.add_on) return own;
  if (!game.addOnIds.includes(coupon.add_on.game_id)) return null;
  return (
    own + addOnCost(coupon.add_on, addOnDraws(coupon.game_id, option.draws, coupon.add_on.game_id).length)
  );
}

/** The carrying entry's own price, without any add-on. */
function ownPrice(price: Cents, coupon: Coupon, game: GameDefinition<number>): Cents | null {
  if (!hasPlayTypes(game)) return price;
  let units = 0;
  for (const group of coupon.game_data) {
    const stake = stakeFromCode(game, group.stake);
    if (stake === null || !isCash3PlayType(group.type)) return null;
    units += cash3BoardUnits(game, stake, group.type);
  }
  return Math.round((price * units) / coupon.game_data.length);
}

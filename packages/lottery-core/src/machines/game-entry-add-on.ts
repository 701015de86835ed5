/**
 * The game page's add-on game (R-ENTITIES Game session addOnGame {value, coupon, cost}): whether the player
 * added it, its games (drawn at random, as its game's numbers always are) and what it adds to the price.
 */
import { gameById } from "../games/lookup";
import { boardName } from "../model/board-name";
import type { AddOnCoupon, Cents, Coupon, GameId, PurchaseConfig } from "../model/entities";
import { addOnCost, addOnDraws, addOnGameOf } from "../pricing/add-on";
import { couponOption } from "../pricing/coupon-price";
import { quickPickBoard } from "../quick-pick/quick-pick";
import type { Rng } from "../quick-pick/rng";

/** The add-on of the game session: `value` true when it rides on the entry. */
export interface AddOnGame {
  value: boolean;
  coupon: AddOnCoupon;
  /** What it adds to the entry's price with the current options, in cents (0 when they are not priced). */
  cost: Cents;
}

/** `count` games of the add-on, each drawn at random. */
export function addOnGames(gameId: GameId, count: number, rng: Rng): AddOnCoupon {
  return {
    game_id: gameId,
    game_data: Array.from({ length: count }, (_, i) => ({
      group_name: boardName(i),
      numbers: quickPickBoard(gameId, rng).numbers,
      powerball: null,
      quickpick: 1,
      stake: 0,
      type: 1,
    })),
  };
}

/** The add-on a game page offers, not yet added, with one game; null when its game carries none. */
export function offeredAddOn(gameId: GameId, rng: Rng): AddOnGame | null {
  const addOn = addOnGameOf(gameById(gameId));
  return addOn ? { value: false, coupon: addOnGames(addOn.id, 1, rng), cost: 0 } : null;
}

/** The add-on's cost with this entry: its games in every week the priced entry plays. */
export function pricedAddOn(
  config: PurchaseConfig,
  entry: Coupon,
  addOn: AddOnGame | null,
): AddOnGame | null {
  if (!addOn) return null;
  const option = couponOption(config, entry);
  const weeks = option ? addOnDraws(entry.game_id, option.draws, addOn.coupon.game_id) : [];
  return { ...addOn, cost: addOnCost(addOn.coupon, weeks.length) };
}

/** The add-on a coupon carries, as the game session keeps it (a loaded favourite or cart ticket). */
export function addOnFromCoupon(current: AddOnGame | null, addOn: AddOnCoupon | undefined): AddOnGame | null {
  if (!current) return null;
  return addOn ? { value: true, coupon: addOn, cost: current.cost } : { ...current, value: false };
}

/** How many add-on games a player may add: 1 up to the add-on game's board limit (R-GAMESHEET: 50). */
export function addOnSizes(addOn: AddOnGame | null): number[] {
  if (!addOn) return [];
  return Array.from({ length: gameById(addOn.coupon.game_id).maxBoards }, (_, i) => i + 1);
}

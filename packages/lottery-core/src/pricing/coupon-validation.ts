import type { GameDefinition } from "../games/game-definition";
import { CATALOGUE, type GameRef } from "../games/lookup";
import { hasPlayTypes } from "../games/traits";
import type { Coupon, GameDataGroup, PurchaseConfig } from "../model/entities";
import { addOnErrors } from "./add-on";
import { isCash3PlayType, stakeFromCode } from "./cash3";
import { couponPrice } from "./coupon-price";
import { multiDrawCounts } from "./draw-options";
import { effectiveSystem } from "./system-key";

function boardErrors(
  game: GameDefinition<number>,
  coupon: Coupon,
  group: GameDataGroup,
  size: number,
): string[] {
  const name = `Board ${group.group_name}`;
  const errors: string[] = [];
  const { numbers } = group;
  if (numbers.length !== size) errors.push(`${name} must have ${size} numbers.`);
  if (numbers.some((n) => !Number.isInteger(n) || n < game.numberMin || n > game.numberMax)) {
    errors.push(`${name} has a number outside ${game.numberMin}–${game.numberMax}.`);
  }
  // Digits may repeat (R-VALIDATION quick pick); lotto numbers may not.
  if (game.kind === "lotto" && new Set(numbers).size !== numbers.length) {
    errors.push(`${name} repeats a number.`);
  }
  if (game.powerballMax === null) {
    if (group.powerball !== null) errors.push(`${name} must not have a Powerball.`);
  } else if (coupon.powerpik) {
    if (group.powerball !== 0) errors.push(`${name} is powerpik, so its Powerball must be 0.`);
  } else {
    const pb = group.powerball ?? 0;
    if (!Number.isInteger(pb) || pb < 1 || pb > game.powerballMax) {
      errors.push(`${name} needs a Powerball from 1 to ${game.powerballMax}.`);
    }
  }
  if (hasPlayTypes(game)) {
    if (stakeFromCode(game, group.stake) === null) errors.push(`${name} has an unknown stake.`);
    if (!isCash3PlayType(group.type)) errors.push(`${name} has an unknown play type.`);
    // Three equal digits have one arrangement, so no any-order division can pay them (R-CASH3).
    if (group.type !== 1 && new Set(numbers).size === 1) {
      errors.push(`${name}: any order needs at least two different digits.`);
    }
  }
  return errors;
}

/**
 * Every reason a coupon cannot be bought, as sentences for the player (R-ENTITIES, R-VALIDATION, R-LIMITS): game, system and
 * powerpik allowed, board count, numbers per board in range and unique, Powerball rules, Cash 3 stake and
 * play type, multi-draw and advance limits, an add-on game's boards, and (given the purchase config) that
 * it is priced.
 * An empty list means the coupon is valid.
 */
export function validateCoupon(ref: GameRef, coupon: Coupon, config?: PurchaseConfig): string[] {
  if (typeof ref === "number" && !CATALOGUE.has(ref)) return [`Unknown game ${ref}.`];
  const game = typeof ref === "number" ? CATALOGUE.byId(ref) : ref;
  if (coupon.game_id !== game.id) return [`This entry is for game ${coupon.game_id}, not ${game.name}.`];
  const errors: string[] = [];
  const size = effectiveSystem(game, coupon.system);
  if (!game.systems.includes(size)) errors.push(`System ${size} is not offered for ${game.name}.`);
  if (coupon.powerpik && !game.powerpikSystems.includes(size)) {
    errors.push(`Powerpik is not offered for System ${size} of ${game.name}.`);
  }
  const boards = coupon.game_data.length;
  const standard = size === game.systems[0] && !coupon.powerpik;
  const [min, max] = standard ? [game.minBoards, game.maxBoards] : [1, game.maxSystemBoards];
  if (boards < min || boards > max) {
    errors.push(`${game.name} needs between ${min} and ${max} boards; this entry has ${boards}.`);
  }
  for (const group of coupon.game_data) errors.push(...boardErrors(game, coupon, group, size));
  if (!multiDrawCounts(game, config?.game_variables.day != null).includes(coupon.multi_draw)) {
    errors.push(`${game.name} does not offer ${coupon.multi_draw} draws in one entry.`);
  }
  if (
    !Number.isInteger(coupon.advance_draw) ||
    coupon.advance_draw < 0 ||
    coupon.advance_draw > game.advanceMax
  ) {
    errors.push(`Advance play for ${game.name} goes from 0 to ${game.advanceMax}.`);
  }
  if (coupon.add_on) errors.push(...addOnErrors(game, coupon.add_on));
  if (config && errors.length === 0 && couponPrice(config, coupon, game) === null) {
    errors.push("This entry is not priced for the current draw. Please choose other options.");
  }
  return errors;
}

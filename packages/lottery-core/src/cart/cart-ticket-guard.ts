import { isGameId } from "../games/lookup";
import type { CartTicket, Coupon, GameDataGroup } from "../model/entities";

type Shape = Record<string, unknown>;

const isObject = (v: unknown): v is Shape => typeof v === "object" && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const isNatural = (v: unknown): v is number => isInt(v) && v >= 0;
const isIntList = (v: unknown): v is number[] => Array.isArray(v) && v.every(isInt);
const isOneOf = (v: unknown, allowed: readonly unknown[]) => allowed.includes(v);

function isGameDataGroup(v: unknown): v is GameDataGroup {
  return (
    isObject(v) &&
    typeof v.group_name === "string" &&
    isIntList(v.numbers) &&
    (v.powerball === null || isNatural(v.powerball)) &&
    isOneOf(v.quickpick, [0, 1]) &&
    isOneOf(v.stake, [0, 1, 2]) &&
    isOneOf(v.type, [1, 2, 4])
  );
}

/** An add-on riding on a coupon: a known game and its boards. */
function isAddOn(v: unknown): boolean {
  return (
    isObject(v) && isGameId(v.game_id) && Array.isArray(v.game_data) && v.game_data.every(isGameDataGroup)
  );
}

function isCoupon(v: unknown): v is Coupon {
  return (
    isObject(v) &&
    // Stored data naming a game outside the catalogue is corrupt.
    isGameId(v.game_id) &&
    isNatural(v.advance_draw) &&
    isNatural(v.multi_draw) &&
    isNatural(v.system) &&
    typeof v.powerpik === "boolean" &&
    Array.isArray(v.game_data) &&
    v.game_data.every(isGameDataGroup) &&
    (v.add_on === undefined || isAddOn(v.add_on))
  );
}

/**
 * Whether an unknown value (parsed from storage) is a well-formed cart ticket (R-ENTITIES Cart ticket):
 * integer draw numbers, a non-negative integer cost in cents and a coupon of a known game.
 */
export function isCartTicket(v: unknown): v is CartTicket {
  return (
    isObject(v) &&
    typeof v.id === "string" &&
    isInt(v.draw_num) &&
    isIntList(v.draw_numbers) &&
    isInt(v.added_draw_number) &&
    isNatural(v.cost) &&
    typeof v.play_type === "string" &&
    (v.day === undefined || typeof v.day === "string") &&
    isCoupon(v.coupon)
  );
}

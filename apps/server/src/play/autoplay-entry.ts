/**
 * An autoplay's entry against the game's draws on sale (docs/decisions.md "Autoplay"): the draw it buys
 * next (the purchase config's next draw for its day, the one a player buying by hand now would get), the
 * entry's price for it, and the checks of a new or edited entry (the game's rules, its day, a trigger
 * only for a game with a jackpot).
 */
import { AUTOPLAY_CODES, type AutoplayTriggerInput, type Coupon } from "@lotto/api";
import {
  AUTOPLAY_ERROR_TEXT,
  couponPrice,
  type GameId,
  gameById,
  playDaysOf,
  validateCoupon,
  type WeekdayName,
} from "@lotto/core";
import type { Temporal } from "temporal-polyfill";
import type { DbOrTx } from "../db";
import type { DrawRow } from "../draws/calendar";
import { cachedOpenDraws } from "../draws/open-draws-cache";
import { unprocessable } from "../http/http-error";
import { purchaseConfigFrom } from "./purchase-config";

/** The draw an autoplay of a game and day buys next, and its entry's price for it (null: not priced). */
export interface AutoplayTarget {
  draw: DrawRow;
  cost: number | null;
}

/** The target of an entry among already-read open draws; null when the game has none on sale for the day. */
export function targetFrom(
  gameId: GameId,
  open: readonly DrawRow[],
  day: WeekdayName | null,
  coupon: Coupon,
): AutoplayTarget | null {
  const config = purchaseConfigFrom(gameId, open, day);
  if (!config) return null;
  const draw = open.find((row) => row.drawNumber === config.game_variables.next_draw_number)!;
  const valid = validateCoupon(gameId, coupon, config).length === 0;
  return { draw, cost: valid ? couponPrice(config, coupon) : null };
}

/** The target of an entry now (the open draws from the process's cache). */
export async function loadTarget(
  db: DbOrTx,
  coupon: Coupon,
  day: WeekdayName | null,
  now: Temporal.Instant,
): Promise<AutoplayTarget | null> {
  const gameId = coupon.game_id;
  return targetFrom(gameId, await cachedOpenDraws(db, gameId, now), day, coupon);
}

/** Refuses (422) an entry the game's rules, its day or its trigger do not allow; nothing is written then. */
export async function assertEntry(
  db: DbOrTx,
  coupon: Coupon,
  day: WeekdayName | null,
  trigger: AutoplayTriggerInput,
  now: Temporal.Instant,
): Promise<void> {
  const gameId = coupon.game_id;
  const game = gameById(gameId);
  if (day !== null && !playDaysOf(game).includes(day)) {
    throw unprocessable("INVALID_TICKET", AUTOPLAY_ERROR_TEXT.noDay);
  }
  if (trigger.kind === "jackpot-at-least" && game.prizes.jackpot === null) {
    throw unprocessable(AUTOPLAY_CODES.noJackpot, AUTOPLAY_ERROR_TEXT.noJackpot);
  }
  const config = purchaseConfigFrom(gameId, await cachedOpenDraws(db, gameId, now), day);
  if (!config) throw unprocessable("INVALID_TICKET", AUTOPLAY_ERROR_TEXT.notOnSale);
  const errors = validateCoupon(gameId, coupon, config);
  if (errors.length > 0) throw unprocessable("INVALID_TICKET", errors[0]!, { errors });
  if (couponPrice(config, coupon) === null)
    throw unprocessable("INVALID_TICKET", AUTOPLAY_ERROR_TEXT.notPriced);
}

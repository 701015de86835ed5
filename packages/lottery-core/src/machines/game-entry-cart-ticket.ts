/** The cart ticket a finished game entry becomes (R-ENTITIES Cart ticket, R-STATES Cart expiry). */
import type { CartTicket, Cents, EntryOptions, GameId, PurchaseConfig } from "../model/entities";
import { couponOption } from "../pricing/coupon-price";
import { effectiveSystem, systemLabel } from "../pricing/system-key";
import type { Rng } from "../quick-pick/rng";
import type { AddOnGame } from "./game-entry-add-on";
import type { EntryBoards } from "./game-entry-rules";
import { entryCoupon } from "./game-entry-rules";

/** A new cart ticket id: 128 random bits as hex (ids must stay unique across stored carts; R-ENTITIES cart). */
export function newTicketId(rng: Rng): string {
  return Array.from({ length: 4 }, () => (rng() >>> 0).toString(16).padStart(8, "0")).join("");
}

/**
 * The cart ticket an entry produces (R-ENTITIES Cart ticket), or null when the entry is not priced. The
 * ticket remembers the upcoming draw it was added for, which later decides its expiry (R-STATES Cart).
 */
export function entryCartTicket(
  config: PurchaseConfig,
  options: EntryOptions,
  entry: EntryBoards,
  cost: Cents,
  id: string,
  addOn: AddOnGame | null = null,
): CartTicket | null {
  const coupon = entryCoupon(config, options, entry, addOn);
  const option = couponOption(config, coupon);
  if (!option) return null;
  const gameId: GameId = config.game_variables.game_id;
  const { day } = config.game_variables;
  return {
    id,
    draw_num: option.draws[0] ?? config.game_variables.next_draw_number,
    draw_numbers: option.draws,
    added_draw_number: config.game_variables.next_draw_number,
    cost,
    play_type: systemLabel(gameId, effectiveSystem(gameId, options.system), options.powerpik),
    coupon,
    // The purchase is re-priced with the same day, so a Medley one-day ticket keeps it (R-CALLS).
    ...(day ? { day } : {}),
  };
}

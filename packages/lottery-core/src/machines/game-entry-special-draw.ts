/**
 * Special draws on the game page (R-STATES): when one applies, the entry's advance play points at it;
 * a Millionaire Medley one-day play type moves it on to that weekday (+1/+2 draws).
 */
import type { IsoWeekday } from "../games/game-definition";
import { gameOf } from "../games/lookup";
import type { MillionaireMedleyPlayType, SpecialDrawContext } from "../special-draws/special-draw";
import { isSpecialDrawApplicable, mmSpecialDrawAdvance } from "../special-draws/special-draw";

/** A special draw as the game session holds it (R-ENTITIES specialDraw), with what decides it applies. */
export interface GameSpecialDraw extends Omit<SpecialDrawContext, "hasEntryOptions"> {
  /** Advance-play offset of the special draw from the next draw. */
  drawAdvance: number;
  /** Millionaire Medley play type chosen for the special draw, and the special draw's weekday. */
  mmSpecialDrawPlayType?: MillionaireMedleyPlayType;
  weekday?: IsoWeekday;
}

/**
 * The advance play that enters the special draw, or null when it does not apply (R-STATES). Entry
 * options must exist, so the caller says whether the config priced any.
 */
export function specialDrawAdvance(draw: GameSpecialDraw, hasEntryOptions: boolean): number | null {
  if (!isSpecialDrawApplicable({ ...draw, hasEntryOptions })) return null;
  const shift =
    gameOf(draw.gameId)?.weekdayPlay && draw.mmSpecialDrawPlayType && draw.weekday
      ? mmSpecialDrawAdvance(draw.mmSpecialDrawPlayType, draw.weekday)
      : 0;
  return draw.drawAdvance + shift;
}

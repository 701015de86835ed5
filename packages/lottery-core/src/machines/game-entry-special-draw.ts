/**
 * Special draws on the game page (R-STATES): when one applies, the entry's advance play points at it;
 * a Millionaire Medley one-day play type moves it on to that weekday (+1/+2 draws).
 */
import type { IsoWeekday } from "../games/game-definition";
import { gameOf } from "../games/lookup";
import { playDayAdvance, type WeekdayName } from "../games/play-days";
import type { SpecialDrawContext } from "../special-draws/special-draw";
import { isSpecialDrawApplicable } from "../special-draws/special-draw";

/** A special draw as the game session holds it (R-ENTITIES specialDraw), with what decides it applies. */
export interface GameSpecialDraw extends Omit<SpecialDrawContext, "hasEntryOptions"> {
  /** Advance-play offset of the special draw from the next draw. */
  drawAdvance: number;
  /** The one-day play's day chosen for the special draw (none: every draw), and the special draw's weekday. */
  playDay?: WeekdayName | null;
  weekday?: IsoWeekday;
}

/**
 * The advance play that enters the special draw, or null when it does not apply (R-STATES). Entry
 * options must exist, so the caller says whether the config priced any.
 */
export function specialDrawAdvance(draw: GameSpecialDraw, hasEntryOptions: boolean): number | null {
  if (!isSpecialDrawApplicable({ ...draw, hasEntryOptions })) return null;
  const game = gameOf(draw.gameId);
  const shift = game && draw.playDay && draw.weekday ? playDayAdvance(game, draw.playDay, draw.weekday) : 0;
  return draw.drawAdvance + shift;
}

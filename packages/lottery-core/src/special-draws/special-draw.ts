import type { IsoWeekday } from "../games/game-definition";
import { gameOf } from "../games/lookup";

/** What the game page knows when deciding on a special draw (R-ENTITIES Game session specialDraw). */
export interface SpecialDrawContext {
  gameId: number;
  specialDrawNumber: number | null | undefined;
  upcomingDrawNumber: number | null | undefined;
  salesCloseDate: string | null | undefined;
  hasEntryOptions: boolean;
}

/**
 * R-STATES: a special draw applies only if its number is present, for the game carrying extra draws
 * (Saturday Lotto, and its variant ids) the number is odd, and the upcoming draw, close date and entry options exist.
 */
export function isSpecialDrawApplicable(context: SpecialDrawContext): boolean {
  const { specialDrawNumber: number } = context;
  if (number === null || number === undefined) return false;
  if (gameOf(context.gameId)?.extraDraws && number % 2 === 0) return false;
  return context.upcomingDrawNumber != null && Boolean(context.salesCloseDate) && context.hasEntryOptions;
}

/** Millionaire Medley play types (R-STATES): all three draws a week, or one weekday. */
export type MillionaireMedleyPlayType = "3DayPlay" | "Monday" | "Wednesday" | "Friday";

/** The MM play types in draw order (R-STATES). */
export const MM_PLAY_TYPES: readonly MillionaireMedleyPlayType[] = [
  "3DayPlay",
  "Monday",
  "Wednesday",
  "Friday",
];

const MM_DAYS: readonly IsoWeekday[] = [1, 3, 5];
const PLAY_TYPE_WEEKDAY: Record<Exclude<MillionaireMedleyPlayType, "3DayPlay">, IsoWeekday> = {
  Monday: 1,
  Wednesday: 3,
  Friday: 5,
};

/** True for a known Millionaire Medley play type (R-STATES). */
export function isMillionaireMedleyPlayType(value: unknown): value is MillionaireMedleyPlayType {
  return MM_PLAY_TYPES.includes(value as MillionaireMedleyPlayType);
}

/**
 * The purchase-config `day` query for a play type (R-CALLS): the weekday name for one-day play, none for
 * 3DayPlay.
 */
export function purchaseConfigDay(playType: MillionaireMedleyPlayType): string | null {
  return playType === "3DayPlay" ? null : playType;
}

/**
 * Draws to add to advance play so a Millionaire Medley entry starts on its play type's day, counted from
 * the special draw's weekday (R-STATES: +1/+2 draws). 3DayPlay starts at the special draw itself.
 * Example: special draw on Monday, play type Friday → 2.
 */
export function mmSpecialDrawAdvance(
  playType: MillionaireMedleyPlayType,
  specialDrawWeekday: IsoWeekday,
): number {
  if (playType === "3DayPlay") return 0;
  const from = MM_DAYS.indexOf(specialDrawWeekday);
  if (from < 0) throw new RangeError(`Millionaire Medley does not draw on weekday ${specialDrawWeekday}`);
  const to = MM_DAYS.indexOf(PLAY_TYPE_WEEKDAY[playType]);
  return (to - from + MM_DAYS.length) % MM_DAYS.length;
}

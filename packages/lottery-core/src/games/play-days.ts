import type { IsoWeekday } from "./game-definition";
import { CATALOGUE, definitionOf, type GameRef } from "./lookup";

const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** A weekday by its English name, as the purchase config's `day` carries it (R-CALLS). */
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** The English name of an ISO weekday (1 = Monday). */
export function weekdayName(day: IsoWeekday): WeekdayName {
  return WEEKDAY_NAMES[day - 1]!;
}

/** The ISO weekday of a name, inverse of {@link weekdayName}. */
export function isoWeekdayOf(name: WeekdayName): IsoWeekday {
  return (WEEKDAY_NAMES.indexOf(name) + 1) as IsoWeekday;
}

/**
 * The days a game sells one-day play for (R-STATES): each of its draw weekdays when the game has
 * weekday play, none otherwise.
 */
export function playDaysOf(ref: GameRef): readonly WeekdayName[] {
  const game = definitionOf(ref);
  return game.weekdayPlay ? game.drawWeekdays.map(weekdayName) : [];
}

/** Every day some game of the catalogue sells one-day play for: the contract's `day` (R-CALLS). */
export const PLAY_DAYS: readonly WeekdayName[] = [
  ...new Set(CATALOGUE.games.flatMap((game) => playDaysOf(game))),
];

/** True for a day some game sells one-day play for (R-CALLS `day`). */
export function isPlayDay(value: unknown): value is WeekdayName {
  return PLAY_DAYS.includes(value as WeekdayName);
}

/** One play type of a game with weekday play (R-STATES): every draw of the week, or one weekday. */
export interface PlayType {
  /** The spec's name: "3DayPlay" for a game drawn three days a week, else the weekday's name. */
  value: string;
  label: string;
  /** The purchase config's `day` for this play type; null for every draw of the week. */
  day: WeekdayName | null;
}

/** A game's play types in draw order, the whole week first; none without weekday play (R-STATES). */
export function playTypesOf(ref: GameRef): readonly PlayType[] {
  const game = definitionOf(ref);
  if (!game.weekdayPlay) return [];
  const days = game.drawWeekdays.length;
  return [
    { value: `${days}DayPlay`, label: `${days}-Day Play`, day: null },
    ...playDaysOf(game).map((day) => ({ value: day, label: `1-Day Play: ${day}`, day })),
  ];
}

/**
 * Draws to add to advance play so a one-day entry starts on its day, counted from a special draw's
 * weekday among the game's draw weekdays (R-STATES: +1/+2 draws); 0 for every draw of the week.
 * Example: Millionaire Medley, special draw on Monday, day Friday → 2.
 */
export function playDayAdvance(ref: GameRef, day: WeekdayName | null, from: IsoWeekday): number {
  if (day === null) return 0;
  const { drawWeekdays, name } = definitionOf(ref);
  const at = drawWeekdays.indexOf(from);
  const to = drawWeekdays.indexOf(isoWeekdayOf(day));
  if (at < 0 || to < 0) throw new RangeError(`${name} does not draw on ${weekdayName(from)} and ${day}`);
  return (to - at + drawWeekdays.length) % drawWeekdays.length;
}

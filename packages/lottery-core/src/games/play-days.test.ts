import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GAMES } from "./catalogue";
import { LUCKY_FIVE } from "./eighth-game.test-support";
import type { IsoWeekday } from "./game-definition";
import {
  isoWeekdayOf,
  isPlayDay,
  PLAY_DAYS,
  playDayAdvance,
  playDaysOf,
  playTypesOf,
  weekdayName,
} from "./play-days";

const MEDLEY = GAMES.find((game) => game.weekdayPlay)!;

describe("play days and play types from the definitions (R-STATES, R-CALLS day)", () => {
  it("gives Millionaire Medley 3DayPlay, Monday, Wednesday and Friday, and no other game any", () => {
    expect(playTypesOf(MEDLEY).map((t) => [t.value, t.label, t.day])).toEqual([
      ["3DayPlay", "3-Day Play", null],
      ["Monday", "1-Day Play: Monday", "Monday"],
      ["Wednesday", "1-Day Play: Wednesday", "Wednesday"],
      ["Friday", "1-Day Play: Friday", "Friday"],
    ]);
    for (const game of GAMES.filter((g) => g !== MEDLEY)) expect(playTypesOf(game)).toEqual([]);
    expect(PLAY_DAYS).toEqual(["Monday", "Wednesday", "Friday"]);
    expect(isPlayDay("Friday")).toBe(true);
    expect(isPlayDay("Tuesday")).toBe(false);
    expect(isPlayDay(undefined)).toBe(false);
  });

  it("follows a game's draw weekdays once it has weekday play", () => {
    const weekly = { ...LUCKY_FIVE, weekdayPlay: true, drawWeekdays: [2, 4] as IsoWeekday[] };
    expect(playTypesOf(weekly).map((t) => t.value)).toEqual(["2DayPlay", "Tuesday", "Thursday"]);
    expect(playDaysOf(LUCKY_FIVE)).toEqual([]);
  });

  it("names weekdays both ways (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), (day) => {
        expect(isoWeekdayOf(weekdayName(day as IsoWeekday))).toBe(day);
      }),
    );
  });

  it("moves one-day play +1/+2 draws from the special draw's day", () => {
    expect(playDayAdvance(MEDLEY, null, 1)).toBe(0);
    expect(playDayAdvance(MEDLEY, "Monday", 1)).toBe(0);
    expect(playDayAdvance(MEDLEY, "Wednesday", 1)).toBe(1);
    expect(playDayAdvance(MEDLEY, "Friday", 1)).toBe(2);
    expect(playDayAdvance(MEDLEY, "Monday", 3)).toBe(2);
    expect(playDayAdvance(MEDLEY, "Monday", 5)).toBe(1);
    expect(playDayAdvance(MEDLEY, "Wednesday", 5)).toBe(2);
    expect(() => playDayAdvance(MEDLEY, "Friday", 2)).toThrow(RangeError);
  });

  it("lands every advance on the chosen day (property)", () => {
    const days = MEDLEY.drawWeekdays;
    fc.assert(
      fc.property(fc.constantFrom(...days), fc.constantFrom(...playDaysOf(MEDLEY)), (from, day) => {
        const steps = playDayAdvance(MEDLEY, day, from);
        expect(steps).toBeGreaterThanOrEqual(0);
        expect(steps).toBeLessThan(days.length);
        expect(weekdayName(days[(days.indexOf(from) + steps) % days.length]!)).toBe(day);
      }),
    );
  });
});

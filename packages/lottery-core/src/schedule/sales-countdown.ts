import type { Temporal } from "temporal-polyfill";

/** A countdown turns urgent in the last hour before sales close (docs/decisions.md "Next draw"). */
export const URGENT_BEFORE_CLOSE_MS = 3_600_000;

/** What a game shows once its draw's sales have closed, until the next draw takes its place. */
export const SALES_CLOSED_TEXT = "Sales closed";

/** The time left until a draw's sales close, as a game shows it live. */
export interface SalesCountdown {
  /** "Sales close in 2 d 4 h", "… 4 h 12 min", "… 12 min", "… 40 s"; {@link SALES_CLOSED_TEXT} once closed. */
  text: string;
  /** The same in words for a screen reader: "Sales close in 2 days 4 hours". */
  spoken: string;
  /** True in the last hour before the close. */
  urgent: boolean;
  closed: boolean;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const words = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/**
 * The countdown to `close` at `now` (docs/rules.md R-GAMES sales close). It never shows more time than
 * is left: days, hours and minutes are whole ones left; in the last minute the seconds, rounded up so an
 * open sale never reads "0 s". Two units at most, the larger first; a zero second unit is left out.
 */
export function salesCountdown(close: Temporal.Instant, now: Temporal.Instant): SalesCountdown {
  const ms = close.epochMilliseconds - now.epochMilliseconds;
  if (ms <= 0) return { text: SALES_CLOSED_TEXT, spoken: SALES_CLOSED_TEXT, urgent: false, closed: true };
  // Whole seconds left, except in the last minute, where they are rounded up (at most 59).
  const seconds = ms < 60_000 ? Math.min(59, Math.ceil(ms / 1000)) : Math.floor(ms / 1000);
  const parts: [number, string, string][] =
    seconds < MINUTE
      ? [[seconds, "s", "second"]]
      : seconds < HOUR
        ? [[Math.floor(seconds / MINUTE), "min", "minute"]]
        : seconds < DAY
          ? [
              [Math.floor(seconds / HOUR), "h", "hour"],
              [Math.floor((seconds % HOUR) / MINUTE), "min", "minute"],
            ]
          : [
              [Math.floor(seconds / DAY), "d", "day"],
              [Math.floor((seconds % DAY) / HOUR), "h", "hour"],
            ];
  const shown = parts.filter(([n], i) => i === 0 || n > 0);
  return {
    text: `Sales close in ${shown.map(([n, short]) => `${n} ${short}`).join(" ")}`,
    spoken: `Sales close in ${shown.map(([n, , long]) => words(n, long)).join(" ")}`,
    urgent: ms <= URGENT_BEFORE_CLOSE_MS,
    closed: false,
  };
}

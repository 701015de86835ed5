import { coverSystem, type SystemCoverage } from "../divisions/system-explorer";
import { gameById } from "../games/lookup";
import type { Cents, Coupon, DrawNumbers } from "../model/entities";
import { winAmountText } from "../notifications/player-notifications";
import { entryOdds } from "./entry-odds";
import { type DividendTable, entryPrize } from "./entry-prize";

/** The last drawn draw of a game: its numbers and, once settled, its dividends. */
export interface LastDraw {
  drawNumber: number;
  numbers: DrawNumbers;
  /** Null until the draw is settled. */
  dividends: DividendTable | null;
}

/** What the game page shows of an entry before it is bought (R-ODDS "Beyond the anchors"). */
export interface EntryInsights {
  /** Probability of any prize over the entry's draws. */
  anyPrize: number;
  /** Probability of Division 1 over the entry's draws. */
  division1: number;
  /**
   * Expected prize money with the last draw's dividends; null without settled dividends, and when the
   * last draw's Division 1 paid nothing (unwon: the figure would count the top prize as worth $0).
   */
  expectedReturn: Cents | null;
  /** What the entry would have won in the last draw (prize null when not settled), or null. */
  lastDraw: { drawNumber: number; best: number | null; prize: Cents | null } | null;
  /** The standard games board `board` covers when it is a System N lotto board, else null. */
  coverage: SystemCoverage | null;
}

/**
 * Odds, expected return, the last draw's outcome and the system explorer of a complete entry: odds
 * from the matrix, money from the last settled draw's dividends (R-ODDS).
 *
 * @param board index of the board the explorer lists
 * @param listed how many covered games to list (a System 20 covers 38,760)
 */
export function entryInsights(
  coupon: Coupon,
  board: number,
  last: LastDraw | null,
  listed: number,
): EntryInsights {
  const game = gameById(coupon.game_id);
  const chances = entryOdds(coupon, last?.dividends ?? {});
  const outcome = last ? entryPrize(coupon, last.numbers, last.dividends ?? {}) : null;
  const group = coupon.game_data[board];
  const coverage =
    game.kind === "lotto" && group && group.numbers.length > game.pick
      ? coverSystem(
          game,
          group.numbers,
          listed,
          last?.numbers ?? null,
          coupon.powerpik || (last !== null && group.powerball === last.numbers.powerball),
        )
      : null;
  return {
    anyPrize: chances.anyPrize,
    division1: chances.division1,
    expectedReturn: last?.dividends && (last.dividends[1] ?? 0) > 0 ? chances.expectedReturn : null,
    lastDraw:
      last && outcome
        ? { drawNumber: last.drawNumber, best: outcome.best, prize: last.dividends ? outcome.prize : null }
        : null,
    coverage,
  };
}

/**
 * The expected return in a player's words: "About $0.42 back on average, going by the prizes draw 4638
 * paid" (an average over many plays, never a promise).
 */
export function expectedReturnText(expected: Cents, drawNumber: number): string {
  return `About ${winAmountText(expected)} back on average, going by the prizes draw ${drawNumber} paid`;
}

/**
 * A ticket's outcome in one draw (R-DRAW-ENGINE settlement): lottery-core's `evaluateEntry` judges each board
 * (standard, System N, powerpik, Super66, Cash 3 play types); the server turns winning games into prizes
 * with the draw's dividends. Cash 3 dividends are quoted at the 50c stake, so a $1 board wins double.
 */
import type { Coupon, DrawNumbers } from "@lotto/core";
import { evaluateEntry } from "@lotto/core";

/** One board as judged in one draw, before prizes are known. */
export interface JudgedBoard {
  /** Winning games by division (a System N board counts each of its games). */
  wins: Map<number, number>;
  /** Prize multiplier: 2 for a $1 Cash 3 stake (code 2), else 1. */
  multiplier: number;
  /** The board's numbers that are among the drawn numbers (for the entry details view). */
  matched: number[];
}

/** What the entry details show per board for a drawn draw (recomputed on read, never stored). */
export interface BoardOutcome {
  /** Best division won, or null. */
  division: number | null;
  prize: number;
  matched: number[];
}

function matchedNumbers(coupon: Coupon, numbers: readonly number[], drawn: DrawNumbers): number[] {
  if (coupon.game_id === 2115 || coupon.game_id === 2116) {
    // Digit games match by position.
    return numbers.filter((n, i) => drawn.winning[i] === n);
  }
  const pool = new Set([...drawn.winning, ...drawn.supplementary]);
  return numbers.filter((n) => pool.has(n));
}

/** Judges every board of a stored coupon against the drawn numbers (R-DRAW-ENGINE). */
export function judgeTicket(coupon: Coupon, drawn: DrawNumbers): JudgedBoard[] {
  const result = evaluateEntry(coupon, drawn);
  return result.lines.map((line, i) => {
    const group = coupon.game_data[i]!;
    return {
      wins: new Map(Object.entries(line.wins).map(([division, count]) => [Number(division), count])),
      multiplier: coupon.game_id === 2116 && group.stake === 2 ? 2 : 1,
      matched: matchedNumbers(coupon, group.numbers, drawn),
    };
  });
}

/** The ticket's prize from the draw's dividend per division, and the per-board detail to store. */
export function ticketPrize(
  boards: readonly JudgedBoard[],
  each: ReadonlyMap<number, number>,
): { prize: number; detail: BoardOutcome[] } {
  let prize = 0;
  const detail = boards.map((board) => {
    let boardPrize = 0;
    let division: number | null = null;
    for (const [d, count] of board.wins) {
      boardPrize += count * (each.get(d) ?? 0) * board.multiplier;
      if (division === null || d < division) division = d;
    }
    prize += boardPrize;
    return { division, prize: boardPrize, matched: board.matched };
  });
  return { prize, detail };
}

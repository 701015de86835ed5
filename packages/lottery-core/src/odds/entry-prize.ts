import { type EntryResult, evaluateEntry } from "../divisions/evaluate-entry";
import type { DivisionWins } from "../divisions/lotto-wins";
import type { GameDefinition } from "../games/game-definition";
import { gameById } from "../games/lookup";
import { stakeMultiplier } from "../games/traits";
import type { Cents, Coupon, DrawNumbers } from "../model/entities";

/** Prize each winning game gets, by division (a draw's dividends), in cents. */
export type DividendTable = Record<number, Cents>;

/** What one board of an entry wins in one draw. */
export interface BoardPrize {
  groupName: string;
  wins: DivisionWins;
  /** Highest division the board won (lowest number), or null. */
  best: number | null;
  prize: Cents;
}

/** What an entry wins in one draw: per board, the best division and the total prize. */
export interface EntryPrize {
  boards: BoardPrize[];
  best: number | null;
  prize: Cents;
}

/**
 * The dividend table of a result's divisions (`{"1": {each}}`, R-ENTITIES Result divisions), as
 * {@link entryOdds} and {@link entryPrize} take it; divisions without a dividend are left out.
 */
export function dividendTable(divisions: Readonly<Record<string, { each: number }>>): DividendTable {
  const table: DividendTable = {};
  for (const [division, { each }] of Object.entries(divisions)) {
    const d = Number(division);
    if (Number.isInteger(d) && d > 0 && each > 0) table[d] = each;
  }
  return table;
}

/**
 * What `coupon` would win in one drawn draw with its `dividends` (system-entry explorer, settlement):
 * each board's winning games (System N counted whole) times the dividend. Dividends are quoted at the
 * game's first stake, so a Cash 3 $1 board (stake code 2) wins double.
 */
export function entryPrize(
  coupon: Coupon,
  draw: DrawNumbers,
  dividends: DividendTable,
  game: GameDefinition<number> = gameById(coupon.game_id),
): EntryPrize {
  return resultPrize(coupon, evaluateEntry(coupon, draw, game), dividends, game);
}

/**
 * {@link entryPrize} of an entry already judged: settlement judges every ticket first to count the
 * winners the dividends are computed from, then prices each ticket from the same judgement.
 */
export function resultPrize(
  coupon: Coupon,
  result: EntryResult,
  dividends: DividendTable,
  game: GameDefinition<number> = gameById(coupon.game_id),
): EntryPrize {
  const boards = result.lines.map((line, i): BoardPrize => {
    const multiplier = stakeMultiplier(game, coupon.game_data[i]!.stake);
    let prize = 0;
    for (const [d, games] of Object.entries(line.wins)) prize += games * (dividends[Number(d)] ?? 0);
    return { groupName: line.groupName, wins: line.wins, best: line.best, prize: prize * multiplier };
  });
  return { boards, best: result.best, prize: boards.reduce((sum, b) => sum + b.prize, 0) };
}

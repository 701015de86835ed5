import { evaluateEntry } from "../divisions/evaluate-entry";
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
 * What `coupon` would win in one drawn draw with its `dividends` (R-ODDS system-entry explorer): each
 * board's winning games (System N counted whole) times the dividend. Cash 3 dividends are quoted at the
 * 50c stake, so a $1 board (stake code 2) wins double, as the server settles it.
 */
export function entryPrize(
  coupon: Coupon,
  draw: DrawNumbers,
  dividends: DividendTable,
  game: GameDefinition<number> = gameById(coupon.game_id),
): EntryPrize {
  const result = evaluateEntry(coupon, draw, game);
  const boards = result.lines.map((line, i): BoardPrize => {
    const multiplier = stakeMultiplier(game, coupon.game_data[i]!.stake);
    let prize = 0;
    for (const [d, games] of Object.entries(line.wins)) prize += games * (dividends[Number(d)] ?? 0);
    return { groupName: line.groupName, wins: line.wins, prize: prize * multiplier };
  });
  return { boards, best: result.best, prize: boards.reduce((sum, b) => sum + b.prize, 0) };
}

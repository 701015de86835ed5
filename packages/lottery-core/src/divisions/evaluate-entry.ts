import type { GameDefinition } from "../games/game-definition";
import { gameById } from "../games/lookup";
import { boardJudging } from "../games/traits";
import type { Coupon, DrawNumbers } from "../model/entities";
import { cash3Wins, super66Wins } from "./digit-wins";
import { type DivisionWins, lottoBoardWins } from "./lotto-wins";

/** How one board (game line) of an entry did in a draw. */
export interface LineResult {
  groupName: string;
  /** Winning games by division; a System N board counts each of its games. */
  wins: DivisionWins;
  /** Highest division won (lowest number), or null. */
  best: number | null;
}

/** How an entry did in one draw: per board, and the best division over all boards (R-CORE, R-DRAW-ENGINE). */
export interface EntryResult {
  lines: LineResult[];
  best: number | null;
}

function bestOf(divisions: Iterable<number>): number | null {
  let best: number | null = null;
  for (const d of divisions) if (best === null || d < best) best = d;
  return best;
}

/**
 * Judges a coupon against one draw's numbers (R-CORE divisions; R-GAMESHEET tables): standard and System N
 * boards (counted without expansion), Powerball with its Powerball or powerpik (holds it, docs/decisions.md#d6),
 * Super66 first/last digits, Cash 3 by play type. This is what the server settles tickets with.
 */
export function evaluateEntry(
  coupon: Coupon,
  draw: DrawNumbers,
  game: GameDefinition<number> = gameById(coupon.game_id),
): EntryResult {
  const judging = boardJudging(game);
  const lines = coupon.game_data.map((group): LineResult => {
    let wins: DivisionWins;
    if (judging === "ends") wins = super66Wins(group.numbers, draw);
    else if (judging === "play-types") wins = cash3Wins(group.numbers, group.type, draw);
    else {
      const holds = game.powerballMax === null || coupon.powerpik || group.powerball === draw.powerball;
      wins = lottoBoardWins(game, group.numbers, draw, holds);
    }
    return { groupName: group.group_name, wins, best: bestOf(Object.keys(wins).map(Number)) };
  });
  return { lines, best: bestOf(lines.flatMap((line) => (line.best === null ? [] : [line.best]))) };
}

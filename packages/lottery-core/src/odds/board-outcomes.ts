import type { DivisionWins } from "../divisions/lotto-wins";
import { winsByHits } from "../divisions/lotto-wins";
import { binomial } from "../games/binomial";
import type { GameDefinition } from "../games/game-definition";

/** One way a draw can turn out for a board: its probability and what the board then wins. */
export interface BoardOutcome {
  probability: number;
  wins: DivisionWins;
}

/**
 * Every outcome of one draw for a lotto board of `size` numbers (R-GAMESHEET matrices): the chance that the
 * draw puts exactly h winning and s supplementary numbers on it (hypergeometric), times the Powerball
 * held or not (1 in 20; always held for powerpik, docs/decisions.md#d6).
 */
export function lottoBoardOutcomes(
  game: GameDefinition<number>,
  size: number,
  powerpik: boolean,
): BoardOutcome[] {
  const balls = game.numberMax - game.numberMin + 1;
  const W = game.pick;
  const S = game.supplementaries;
  const total = binomial(balls, W) * binomial(balls - W, S);
  const held = game.powerballMax === null || powerpik ? 1 : 1 / game.powerballMax;
  const outcomes: BoardOutcome[] = [];
  for (let h = 0; h <= Math.min(size, W); h++) {
    for (let s = 0; s <= Math.min(size - h, S); s++) {
      const ways =
        binomial(size, h) *
        binomial(balls - size, W - h) *
        binomial(size - h, s) *
        binomial(balls - size - (W - h), S - s);
      if (ways === 0) continue;
      const p = ways / total;
      outcomes.push({ probability: p * held, wins: winsByHits(game, size, h, s, true) });
      if (held < 1) outcomes.push({ probability: p * (1 - held), wins: winsByHits(game, size, h, s, false) });
    }
  }
  return outcomes;
}

/**
 * Every outcome of one draw for a Super66 game (R-SUPER66): each of the 6 digits matches with chance
 * 1/10 independently; the longest matching first or last run decides the division.
 */
export function super66Outcomes(): BoardOutcome[] {
  const outcomes: BoardOutcome[] = [];
  for (let pattern = 0; pattern < 64; pattern++) {
    const match = (i: number) => (pattern >> i) & 1;
    let first = 0;
    while (first < 6 && match(first)) first++;
    let last = 0;
    while (last < 6 && match(5 - last)) last++;
    const best = Math.max(first, last);
    let hits = 0;
    for (let i = 0; i < 6; i++) hits += match(i);
    outcomes.push({ probability: 0.1 ** hits * 0.9 ** (6 - hits), wins: best >= 2 ? { [7 - best]: 1 } : {} });
  }
  return outcomes;
}

/**
 * Outcomes of one draw for a Cash 3 board (R-CASH3): exact order 1 in 1,000; any order wins for each
 * of the board's distinct arrangements (3 or 6); play type 4 pays both when exact.
 */
export function cash3Outcomes(numbers: readonly number[], type: number): BoardOutcome[] {
  const distinct = new Set(numbers).size;
  const ways = distinct === 3 ? 6 : distinct === 2 ? 3 : 1;
  const anyDivision = ways === 6 ? 3 : 2;
  const exact: DivisionWins = {};
  if (type !== 2) exact[1] = 1;
  if (type !== 1 && ways > 1) exact[anyDivision] = 1;
  const other: DivisionWins = type !== 1 && ways > 1 ? { [anyDivision]: 1 } : {};
  return [
    { probability: 1 / 1000, wins: exact },
    { probability: (ways - 1) / 1000, wins: other },
    { probability: 1 - ways / 1000, wins: {} },
  ];
}

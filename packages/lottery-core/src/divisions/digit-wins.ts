import type { DrawNumbers } from "../model/entities";
import type { DivisionWins } from "./lotto-wins";

/**
 * Super66 division of a 6-digit game (R-SUPER66): the longest matching run of first or last digits
 * in value, position and order decides; 6 → Division 1 down to 2 → Division 5; only the highest is won.
 */
export function super66Wins(numbers: readonly number[], draw: DrawNumbers): DivisionWins {
  const length = draw.winning.length;
  let first = 0;
  while (first < length && numbers[first] === draw.winning[first]) first++;
  let last = 0;
  while (last < length && numbers[length - 1 - last] === draw.winning[length - 1 - last]) last++;
  const best = Math.max(first, last);
  return best >= 2 ? { [length + 1 - best]: 1 } : {};
}

/** Distinct arrangements of three digits: 1, 3 (two equal) or 6 (all different). */
function arrangements(digits: readonly number[]): 1 | 3 | 6 {
  const distinct = new Set(digits).size;
  return distinct === 3 ? 6 : distinct === 2 ? 3 : 1;
}

/**
 * Cash 3 wins of one board (R-GAMES, R-LIMITS; R-CASH3): play type 1 exact order → Division 1; type 2 any
 * order → Division 2 (3-way) or 3 (6-way); type 4 both → the exact prize plus the any-order prize when
 * the order is exact, only the any-order prize otherwise. Three equal digits have no any-order division.
 */
export function cash3Wins(numbers: readonly number[], type: number, draw: DrawNumbers): DivisionWins {
  const wins: DivisionWins = {};
  const exact = numbers.every((n, i) => n === draw.winning[i]);
  const sorted = (d: readonly number[]) => [...d].sort((a, b) => a - b).join();
  const anyOrder = sorted(numbers) === sorted(draw.winning);
  if (type !== 2 && exact) wins[1] = 1;
  const ways = arrangements(draw.winning);
  if (type !== 1 && anyOrder && ways > 1) wins[ways === 3 ? 2 : 3] = 1;
  return wins;
}

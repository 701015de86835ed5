import { definitionOf, type GameRef } from "../games/lookup";
import type { Board } from "../model/entities";
import { defaultStake } from "../pricing/cash3";
import { effectiveSystem } from "../pricing/system-key";
import { type Rng, randomInt } from "./rng";

/** What to quick-pick: the system size and powerpik, and the config's ball limits (R-ENTITIES game_variables). */
export interface QuickPickOptions {
  system?: number;
  powerpik?: boolean;
  /** `win_ball_max` of the purchase config; defaults to the game's range. */
  winBallMax?: number;
  /** `powerball_max` of the purchase config; defaults to the game's barrel. */
  powerballMax?: number;
}

/**
 * `count` distinct numbers from min..max, ascending. Each draw is uniform and a repeat is drawn again,
 * which is uniform over subsets and, for 6–20 of 35–47, faster than shuffling a pool.
 */
function distinct(rng: Rng, count: number, min: number, max: number): number[] {
  const size = max - min + 1;
  if (count > size) throw new RangeError(`Cannot pick ${count} of ${size}`);
  const taken = new Uint8Array(size);
  const numbers: number[] = [];
  while (numbers.length < count) {
    const index = randomInt(rng, size);
    if (taken[index]) continue;
    taken[index] = 1;
    numbers.push(min + index);
  }
  return numbers.sort((a, b) => a - b);
}

/**
 * A random board (R-VALIDATION quick pick): lotto games get unique numbers up to `win_ball_max` (sorted) and,
 * for Powerball without powerpik, a Powerball up to `powerball_max`; Super66 and Cash 3 get digits 0–9
 * in order, repeats allowed, stake 50 and play type 1.
 */
export function quickPickBoard(ref: GameRef, rng: Rng, options: QuickPickOptions = {}): Board {
  const game = definitionOf(ref);
  const size = effectiveSystem(game, options.system ?? game.systems[0]!);
  if (game.kind === "digits") {
    const numbers = Array.from({ length: size }, () => randomInt(rng, 10));
    return { numbers, powerball: null, stake: defaultStake(game), type: 1 };
  }
  const numbers = distinct(rng, size, game.numberMin, options.winBallMax ?? game.numberMax);
  const pbMax = options.powerballMax ?? game.powerballMax;
  const powerball = pbMax === null || options.powerpik ? null : 1 + randomInt(rng, pbMax);
  return { numbers, powerball, stake: defaultStake(game), type: 1 };
}

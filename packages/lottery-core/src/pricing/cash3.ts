import { definitionOf, type GameRef } from "../games/lookup";
import { hasPlayTypes } from "../games/traits";
import type { Cents } from "../model/entities";

/** A board's stake in cents, one of its game's `stakes` (Cash 3: 50c or $1, R-LIMITS). */
export type Cash3Stake = Cents;
/** Stake code on the wire: 1 = the game's first stake, 2 = its second (R-ENTITIES Board, R-LIMITS). */
export type Cash3StakeCode = 1 | 2;
/** Cash 3 play type: 1 exact order, 2 any order, 4 both (R-LIMITS). */
export type Cash3PlayType = 1 | 2 | 4;

/**
 * The stake of a new board: the game's cheapest (R-VALIDATION quick pick, R-LIMITS defaults). A game
 * without stakes gets the Cash 3 default, which its coupons never send (their stake code is 0).
 */
export function defaultStake(ref: GameRef): Cash3Stake {
  return definitionOf(ref).stakes[0] ?? UNSTAKED;
}

const UNSTAKED: Cash3Stake = 50;

/** Stake in cents → wire code (R-LIMITS: the game's first stake is code 1, its second code 2). */
export function stakeToCode(ref: GameRef, stake: Cash3Stake): Cash3StakeCode {
  return definitionOf(ref).stakes.indexOf(stake) === 1 ? 2 : 1;
}

/** Wire code → the game's stake in cents, or null for a code it does not sell (R-LIMITS). */
export function stakeFromCode(ref: GameRef, code: number): Cash3Stake | null {
  return Number.isInteger(code) && code >= 1 ? (definitionOf(ref).stakes[code - 1] ?? null) : null;
}

/** True for a known Cash 3 play type 1, 2 or 4 (R-LIMITS). */
export function isCash3PlayType(type: number): type is Cash3PlayType {
  return type === 1 || type === 2 || type === 4;
}

/**
 * How many units of the game's first stake one board costs per draw (R-LIMITS): the stake in steps of
 * the cheapest, doubled for play type 4 ("both" places the stake on exact and on any order).
 */
export function cash3BoardUnits(ref: GameRef, stake: Cash3Stake, type: Cash3PlayType): number {
  return (stake / defaultStake(ref)) * (type === 4 ? 2 : 1);
}

/** R-VALIDATION: Cash 3 with quick pick and 50 boards keeps its price when options change. */
export function skipsPriceRecompute(ref: GameRef, boards: number, quickPick: boolean): boolean {
  return hasPlayTypes(definitionOf(ref)) && boards === 50 && quickPick;
}

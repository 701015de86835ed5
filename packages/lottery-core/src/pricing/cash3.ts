import { definitionOf, type GameRef } from "../games/lookup";
import { hasPlayTypes } from "../games/traits";

/** Cash 3 stake in cents (R-LIMITS). */
export type Cash3Stake = 50 | 100;
/** Cash 3 stake code on the wire: 1 = 50c, 2 = $1 (R-ENTITIES Board, R-LIMITS). */
export type Cash3StakeCode = 1 | 2;
/** Cash 3 play type: 1 exact order, 2 any order, 4 both (R-LIMITS). */
export type Cash3PlayType = 1 | 2 | 4;

/** Default stake of a new digit board: 50 cents (R-VALIDATION quick pick, R-LIMITS defaults). */
export const DEFAULT_STAKE: Cash3Stake = 50;

/** Stake in cents → wire code (R-LIMITS: 50 or 100 cents, codes 1 and 2). */
export function stakeToCode(stake: Cash3Stake): Cash3StakeCode {
  return stake === 100 ? 2 : 1;
}

/** Wire code → stake in cents, or null for an unknown code (R-LIMITS). */
export function stakeFromCode(code: number): Cash3Stake | null {
  if (code === 1) return 50;
  if (code === 2) return 100;
  return null;
}

/** True for a known Cash 3 play type 1, 2 or 4 (R-LIMITS). */
export function isCash3PlayType(type: number): type is Cash3PlayType {
  return type === 1 || type === 2 || type === 4;
}

/**
 * How many 50c units one Cash 3 board costs per draw (R-LIMITS): the stake in 50c steps, doubled for
 * play type 4 ("both" places the stake on exact and on any order).
 */
export function cash3BoardUnits(stake: Cash3Stake, type: Cash3PlayType): number {
  return (stake / 50) * (type === 4 ? 2 : 1);
}

/** R-VALIDATION: Cash 3 with quick pick and 50 boards keeps its price when options change. */
export function skipsPriceRecompute(ref: GameRef, boards: number, quickPick: boolean): boolean {
  return hasPlayTypes(definitionOf(ref)) && boards === 50 && quickPick;
}

import type { GameDefinition } from "../games/game-definition";
import { gameById } from "../games/lookup";
import { boardJudging, stakeMultiplier } from "../games/traits";
import type { Cents, Coupon } from "../model/entities";
import { effectiveSystem } from "../pricing/system-key";
import { type BoardOutcome, cash3Outcomes, lottoBoardOutcomes, super66Outcomes } from "./board-outcomes";

/** Chances and expected return of an entry (R-ODDS "Beyond the anchors"). */
export interface EntryOdds {
  /** Probability the entry wins any prize over all its draws. */
  anyPrize: number;
  /** Probability it wins Division 1 over all its draws. */
  division1: number;
  /** Expected prize money in cents over all its draws, from the given dividends. */
  expectedReturn: Cents;
}

/** "1 in N" of a probability, rounded to one decimal (R-GAMESHEET odds tables); null for zero. */
export function oneIn(probability: number): number | null {
  return probability > 0 ? Math.round(10 / probability) / 10 : null;
}

function boardOutcomes(game: GameDefinition<number>, coupon: Coupon, index: number): BoardOutcome[] {
  const group = coupon.game_data[index]!;
  const judging = boardJudging(game);
  if (judging === "ends") return super66Outcomes();
  if (judging === "play-types") return cash3Outcomes(group.numbers, group.type);
  return lottoBoardOutcomes(game, effectiveSystem(game, coupon.system), coupon.powerpik);
}

/**
 * Odds of any prize and of Division 1, and the expected return, of a coupon (R-ODDS), from the game's
 * matrix and `dividends` (cents per winning game by division; for Cash 3 per 50c stake, scaled by the
 * board's stake). Draws are independent, so chances combine exactly across the entry's draws; boards of
 * one entry share a draw, so across boards the chance is combined as if independent (an approximation
 * that is exact for one board). The expected return is exact.
 */
export function entryOdds(
  coupon: Coupon,
  dividends: Record<number, Cents>,
  game: GameDefinition<number> = gameById(coupon.game_id),
): EntryOdds {
  // Logs of the chance of missing, via log1p/expm1: 1 − (1 − p) loses p's digits when p is tiny.
  let logMissAny = 0;
  let logMissFirst = 0;
  let expected = 0;
  coupon.game_data.forEach((group, index) => {
    const scale = stakeMultiplier(game, group.stake);
    let any = 0;
    let first = 0;
    for (const { probability, wins } of boardOutcomes(game, coupon, index)) {
      const divisions = Object.keys(wins).map(Number);
      if (divisions.length > 0) any += probability;
      if (divisions.includes(1)) first += probability;
      for (const d of divisions) expected += probability * wins[d]! * (dividends[d] ?? 0) * scale;
    }
    logMissAny += Math.log1p(-any);
    logMissFirst += Math.log1p(-first);
  });
  const draws = coupon.multi_draw;
  return {
    anyPrize: 0 - Math.expm1(draws * logMissAny),
    division1: 0 - Math.expm1(draws * logMissFirst),
    expectedReturn: Math.round(expected * draws),
  };
}

/**
 * Dividends of one draw (R-DRAW-ENGINE; WA Rules r33): pari-mutuel pools split equally among winning games,
 * lower divisions rounded down to 5c, fixed prizes from the reserve, and the Division 1 jackpot rolling
 * over when not won; a lower division never pays more than a higher one (`shareWithoutInversion`).
 */
import type { PrizeStructure } from "../games/game-definition";
import type { Cents } from "../model/entities";
import { shareWithoutInversion } from "./share-inversions";

export interface DividendInput {
  structure: PrizeStructure;
  /** Total sales of the draw in cents (each covered draw of a multi-draw ticket counts its share). */
  sales: Cents;
  /** The Division 1 jackpot the draw advertised (guaranteed pool), 0 without one. */
  jackpot: Cents;
  /** Winning games per division. */
  winners: ReadonlyMap<number, number>;
}

export interface DivisionDividend {
  division: number;
  /** Prize per winning game (for Cash 3, at the 50c stake). */
  each: Cents;
  winners: number;
  /** The pool this division paid from (fixed divisions: `each × winners` within the cap). */
  pool: Cents;
}

export interface DividendOutcome {
  divisions: DivisionDividend[];
  /** The Division 1 pool carried to the next draw when Division 1 was not won, else null. */
  rollover: Cents | null;
}

const down5 = (cents: number): Cents => Math.floor(cents / 5) * 5;

function fixedDividend(division: number, winners: number, each: Cents, capWinners: number): DivisionDividend {
  if (winners <= capWinners) return { division, each, winners, pool: each * winners };
  const pool = each * capWinners;
  return { division, each: Math.floor(pool / winners), winners, pool };
}

/** Computes every division's dividend for a settled draw (R-DRAW-ENGINE dividends). */
export function computeDividends(input: DividendInput): DividendOutcome {
  const { structure, sales, jackpot, winners } = input;
  const prizePool = Math.floor((sales * structure.poolPercent) / 100);
  const divisionNumbers = new Set([
    ...Object.keys(structure.shares).map(Number),
    ...Object.keys(structure.fixed).map(Number),
  ]);
  const divisions: DivisionDividend[] = [];
  let rollover: Cents | null = null;
  for (const division of [...divisionNumbers].sort((a, b) => a - b)) {
    const count = winners.get(division) ?? 0;
    const fixed = structure.fixed[division];
    if (fixed) {
      divisions.push(fixedDividend(division, count, fixed.each, fixed.capWinners));
      continue;
    }
    let pool = Number((BigInt(prizePool) * BigInt(structure.shares[division] ?? 0)) / 1_000_000n);
    if (division === 1 && structure.jackpot) {
      pool = Math.max(pool + jackpot, structure.jackpot.base);
      if (count === 0) rollover = pool;
    }
    const each = count === 0 ? 0 : division === 1 ? Math.floor(pool / count) : down5(pool / count);
    divisions.push({ division, each, winners: count, pool });
  }
  return { divisions: shareWithoutInversion(divisions), rollover };
}

/** The jackpot the next draw advertises after this one (R-DRAW-ENGINE: Division 1 rolls over when not won). */
export function nextJackpot(structure: PrizeStructure, rollover: Cents | null): Cents {
  if (!structure.jackpot) return 0;
  return rollover === null ? structure.jackpot.base : rollover + structure.jackpot.growth;
}

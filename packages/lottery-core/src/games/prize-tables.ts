/**
 * How each game pays (R-GAMESHEET tables): the share of sales that forms the prize pool, each
 * pari-mutuel division's share of it, fixed prizes, and the Division 1 jackpot base and growth.
 * Figures marked [S] in R-GAMESHEET are used as published; figures R-GAMESHEET does not give (pool rate,
 * Super66 shares, jackpot growth) are illustrative and recorded in docs/api.md "Play".
 */
import type { Cents } from "../model/entities";
import type { PrizeStructure } from "./game-definition";

const POOL_RATE = 60;
const million = (m: number): Cents => m * 100_000_000;
const pct = (values: number[], first = 1) =>
  Object.fromEntries(values.map((value, i) => [i + first, Math.round(value * 10_000)])) as Record<
    number,
    number
  >;
const UNCAPPED = Number.MAX_SAFE_INTEGER;

/** Cash 3 prizes at the 50c stake by division (R-CASH3); the $1 stake pays double. */
const CASH3_PRIZES_50C: Readonly<Record<number, Cents>> = { 1: 25_000, 2: 8_000, 3: 4_000 };

/** Saturday Lotto: Div 1 30%, Div 2–6 split the other 70% as 4.5/7/19.5/27/42 (R-SATURDAY-LOTTO note). */
export const SATURDAY_LOTTO_PRIZES: PrizeStructure = {
  poolPercent: POOL_RATE,
  shares: {
    1: 300_000,
    ...pct(
      [4.5, 7, 19.5, 27, 42].map((p) => p * 0.7),
      2,
    ),
  },
  fixed: {},
  jackpot: { base: million(5), growth: million(1) },
};

export const OZ_LOTTO_PRIZES: PrizeStructure = {
  poolPercent: POOL_RATE,
  shares: pct([40, 2.2, 2.6, 2.0, 1.6, 19.8, 31.8]),
  fixed: {},
  jackpot: { base: million(3), growth: million(2) },
};

export const POWERBALL_PRIZES: PrizeStructure = {
  poolPercent: POOL_RATE,
  shares: pct([33.5, 1.85, 2.3, 2.0, 1.5, 9.4, 7.3, 15.5, 26.65]),
  fixed: {},
  jackpot: { base: million(5), growth: million(10) },
};

/** Division 1: $1m each for up to 6 winners, else $6m shared; no rollover (R-MILLIONAIRE-MEDLEY). */
export const MILLIONAIRE_MEDLEY_PRIZES: PrizeStructure = {
  poolPercent: POOL_RATE,
  shares: pct([4.2, 6.5, 18.5, 26.3, 44.5], 2),
  fixed: { 1: { each: million(1), capWinners: 6 } },
  jackpot: null,
};

/** Super66 is jackpotting and pari-mutuel; R-GAMESHEET gives no shares, these are illustrative. */
export const SUPER66_PRIZES: PrizeStructure = {
  poolPercent: POOL_RATE,
  shares: pct([40, 10, 15, 15, 20]),
  fixed: {},
  jackpot: { base: million(0.1), growth: million(0.05) },
};

/** Cash 3 prizes are fixed per stake and paid in full whatever the number of winners (R-CASH3). */
export const CASH3_PRIZES: PrizeStructure = {
  poolPercent: POOL_RATE,
  shares: {},
  fixed: Object.fromEntries(
    Object.entries(CASH3_PRIZES_50C).map(([division, each]) => [division, { each, capWinners: UNCAPPED }]),
  ),
  jackpot: null,
};

/** Set for Life: Div 1 $20k a month for 20 years ($4.8m) and Div 2 $60k, each for up to 4 winners. */
export const SET_FOR_LIFE_PRIZES: PrizeStructure = {
  poolPercent: POOL_RATE,
  shares: pct([2.2, 2.0, 4.6, 10.6, 28.2, 52.4], 3),
  fixed: {
    1: { each: 480_000_000, capWinners: 4, annuityMonths: 240 },
    2: { each: 6_000_000, capWinners: 4 },
  },
  jackpot: null,
};

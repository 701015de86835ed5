/**
 * The server's seed pricing: one game in one draw, in cents (DECISIONS 5). The purchase config's table is
 * generated from these by lottery-core's `buildPricingInformation`, so it is the single source of a price.
 * `illustrative` marks figures reference/games.md could not confirm.
 */
import type { Cents, GameId } from "@lotto/core";

export interface UnitPrice {
  cents: Cents;
  /** True where games.md says 'not found' and the figure is our plausible pick (DECISIONS 5). */
  illustrative: boolean;
  basis: string;
}

/** Unit prices by game (reference/games.md "Pricing summary"). */
export const UNIT_PRICES: Readonly<Record<GameId, UnitPrice>> = {
  5127: { cents: 85, illustrative: false, basis: "75c + commission, about 85c retail [S] 2024" },
  5130: { cents: 150, illustrative: false, basis: "about $1.50 a panel after 2023 [S]" },
  5132: { cents: 132, illustrative: false, basis: "about $1.32 retail per the 2023 table [S]" },
  5303: {
    cents: 50,
    illustrative: true,
    basis: 'not found for WA; spec §1 "tickets from $2": 4 games at 50c (The Lott: $2.70 for 4)',
  },
  2115: { cents: 100, illustrative: false, basis: "$1.00 a game [O] r139(5)" },
  2116: { cents: 50, illustrative: false, basis: "50c stake on one play type [O-d]" },
  5237: { cents: 150, illustrative: true, basis: "not found; plausible figure" },
};

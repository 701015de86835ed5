import type { Cents } from "../model/entities";
import type { GameId } from "./catalogue";

/** ISO weekday: 1 Monday … 7 Sunday (Temporal's `dayOfWeek`). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * A lotto division's winning combination (R-GAMESHEET tables): the count of winning numbers matched is in
 * `winning`, at least `supplementaryMin` supplementaries are matched, and the Powerball is held when
 * `powerball` is true. Divisions are tried in order; the first that matches is the one won.
 */
export interface LottoDivisionRule {
  kind: "lotto";
  winning: readonly number[];
  supplementaryMin: number;
  powerball: boolean;
}

/** Super66: the first or last `digits` digits match in value, position and order (R-SUPER66). */
export interface EndsDivisionRule {
  kind: "ends";
  digits: number;
}

/** Cash 3: exact order, or any order with 3 (two digits equal) or 6 (all different) arrangements. */
export interface Cash3DivisionRule {
  kind: "exact" | "any";
  /** Arrangements of the drawn digits this division pays for (1 for exact). */
  ways: 1 | 3 | 6;
}

/** How a division is decided: lotto counts, Super66 first/last digits, or Cash 3 order (R-GAMESHEET). */
export type DivisionRule = LottoDivisionRule | EndsDivisionRule | Cash3DivisionRule;

/** One prize division: its number, the spec/R-GAMESHEET wording and the rule that decides it. */
export interface DivisionDefinition {
  division: number;
  combination: string;
  rule: DivisionRule;
}

/** One game in one draw, in cents (docs/decisions.md: unit prices), with where the figure comes from. */
export interface UnitPrice {
  cents: Cents;
  /** True where R-GAMESHEET gives no figure and the price is our plausible pick (docs/decisions.md). */
  illustrative: boolean;
  basis: string;
}

/** A fixed prize: `each` for up to `capWinners` winners, beyond that `capWinners × each` is shared. */
export interface FixedPrize {
  each: Cents;
  capWinners: number;
  /** Paid as an annuity over this many months rather than at once (Set for Life's Division 1). */
  annuityMonths?: number;
}

/** How a game pays (docs/api.md "Play"): the prize pool, pari-mutuel shares, fixed prizes and jackpot. */
export interface PrizeStructure {
  /** Percent of the draw's sales that forms the prize pool (illustrative 60). */
  poolPercent: number;
  /** Pari-mutuel division → share of the prize pool in parts per million (exact integer arithmetic). */
  shares: Readonly<Record<number, number>>;
  /** Divisions paid a fixed amount from the prize reserve, not from the pool. */
  fixed: Readonly<Record<number, FixedPrize>>;
  /** Division 1 jackpot: guaranteed base and the estimated growth added when it rolls over. */
  jackpot: { base: Cents; growth: Cents } | null;
}

/**
 * A game's description (R-ENTITIES Game description), written by the team from the game facts of
 * R-GAMESHEET. The odds list is built from the divisions (`divisionChances`); `prizes` says
 * what each division pays. `powerpik` is there only for a game that offers powerpik entries.
 */
export interface GameDescriptionText {
  info: string;
  howToWin: string;
  /** What each division pays, by division number. */
  prizes: Readonly<Record<number, string>>;
  standardGame: string;
  systemGame: string;
  multiDraw: string;
  advancePlay: string;
  howWillIKnow: string;
  powerpik?: string;
  entryTypeExtraInfo: string;
}

/**
 * Everything lottery-core knows about one game (R-GAMES, R-VALIDATION, R-LIMITS; R-GAMESHEET). Code asks these
 * properties and never compares a game id; `createCatalogue` builds every lookup from a list of them.
 * `GameDefinition` is a game of the shop's catalogue; rules that judge, price or pick for any game,
 * one outside the catalogue too, take `GameDefinition<number>`.
 */
export interface GameDefinition<Id extends number = GameId> {
  id: Id;
  name: string;
  /** Path segment of the game page: `/games/{slug}` (R-SCREENS). */
  slug: string;
  /** Brand colour (hex); the game's `variantIds` reuse it (R-GAMES). */
  colour: string;
  /** Other ids the same game is sold under (Saturday Lotto's special-draw variants, R-GAMES). */
  variantIds: readonly number[];
  kind: "lotto" | "digits";
  /** Numbers (or digits) a standard board holds. */
  pick: number;
  /** Lowest and highest number a board may hold (digits: 0–9). */
  numberMin: number;
  numberMax: number;
  /** Supplementary numbers drawn after the winning numbers (lotto only). */
  supplementaries: number;
  /** Highest Powerball of the second barrel, or null without one. */
  powerballMax: number | null;
  /** Allowed system sizes; the first is Standard (R-VALIDATION). Digit games have one size: the digit count. */
  systems: readonly number[];
  /** System sizes that may be played as powerpik (R-VALIDATION: 7 and 8, Powerball only). */
  powerpikSystems: readonly number[];
  divisions: readonly DivisionDefinition[];
  /** Local (Australia/Perth) draw weekdays, sales close and draw time "HH:MM" (R-GAMES; R-GAMESHEET). */
  drawWeekdays: readonly IsoWeekday[];
  closeTime: string;
  drawTime: string;
  /** Draw numbers advance by this much from one draw to the next (R-VALIDATION). */
  drawNumberStep: 1 | 2;
  /** Consecutive draws one entry always plays (Set for Life: 7, R-GAMES). */
  drawsPerEntry: number;
  /** Draws in one multi-week "week" (Cash 3 and Set for Life 7, Millionaire Medley 3; R-LIMITS). */
  drawsPerWeek: number;
  /** Longest multi-week entry in weeks and furthest advance-play offset in steps (R-GAMES). */
  multiWeekMax: number;
  advanceMax: number;
  /** Boards (games) per standard entry, and the highest count for a system entry. */
  minBoards: number;
  maxBoards: number;
  maxSystemBoards: number;
  /** One game in one draw (R-GAMESHEET pricing summary); the purchase config's tables are built from it. */
  unitPrice: UnitPrice;
  /**
   * Stakes a board may carry, cheapest first, in cents (Cash 3: 50c or $1, wire codes 1 and 2); empty
   * when a board has one price. Dividends are quoted at the first stake and scale with the stake.
   */
  stakes: readonly Cents[];
  /** Super66: every board's numbers are drawn at random, so resizing draws them all again (R-STATES). */
  randomNumbersOnly: boolean;
  /** Multi-draw also sells a single draw besides whole weeks (Cash 3, R-CASH3). */
  singleDrawEntry: boolean;
  /** One-weekday play types besides all draws of the week (Millionaire Medley, R-STATES). */
  weekdayPlay: boolean;
  /** Carries the operator's extra/special draws on odd draw numbers (Saturday Lotto, R-STATES). */
  extraDraws: boolean;
  /** Shown in the home promo slider (R-HOME). */
  promo: boolean;
  /**
   * Games a player may add to this game's entry, played in every week of it (R-ENTITIES addOnGame;
   * R-GAMESHEET: Super66 rides on a lotto entry, never on Cash 3). Empty for most games.
   */
  addOnIds: readonly number[];
  /** A draw numbering counts from, on its Perth date (R-GAMESHEET where known, else illustrative). */
  drawAnchor: { date: string; drawNumber: number };
  /** How the game pays: pool, shares, fixed prizes, jackpot. */
  prizes: PrizeStructure;
  /**
   * Home-card wording instead of the Division 1 jackpot (R-HOME), or null to show the jackpot;
   * `always` when the card shows it over whatever text the server sends (Set for Life's monthly prize).
   */
  jackpotText: { text: string; always: boolean } | null;
  /**
   * Whether this game's jackpot, at the notification prompt's threshold or above, holds the prompt back
   * (R-STATES: Powerball's and OZ Lotto's).
   */
  holdsNotificationPrompt: boolean;
  /**
   * Loads the team's description of the game for its page (R-ENTITIES Game description). A loader: the
   * texts are most of a definition's bytes, and the pages that list the games never show them.
   */
  description: () => Promise<GameDescriptionText>;
}

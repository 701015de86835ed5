import type { Cents, GameId } from "../model/entities";

/** ISO weekday: 1 Monday … 7 Sunday (Temporal's `dayOfWeek`). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * A lotto division's winning combination (games.md tables): the count of winning numbers matched is in
 * `winning`, at least `supplementaryMin` supplementaries are matched, and the Powerball is held when
 * `powerball` is true. Divisions are tried in order; the first that matches is the one won.
 */
export interface LottoDivisionRule {
  kind: "lotto";
  winning: readonly number[];
  supplementaryMin: number;
  powerball: boolean;
}

/** Super66: the first or last `digits` digits match in value, position and order (games.md §5). */
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

/** How a division is decided: lotto counts, Super66 first/last digits, or Cash 3 order (games.md). */
export type DivisionRule = LottoDivisionRule | EndsDivisionRule | Cash3DivisionRule;

/** One prize division: its number, the spec/games.md wording and the rule that decides it. */
export interface DivisionDefinition {
  division: number;
  combination: string;
  rule: DivisionRule;
}

/** Everything lottery-core knows about one game (spec §1, §5, §9; reference/games.md). */
export interface GameDefinition {
  id: GameId;
  name: string;
  /** Path segment of the game page: `/games/{slug}` (spec §2). */
  slug: string;
  /** Brand colour (hex); the 5128/5129 variants reuse Saturday Lotto's (spec §1). */
  colour: string;
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
  /** Allowed system sizes; the first is Standard (spec §5). Digit games have one size: the digit count. */
  systems: readonly number[];
  /** System sizes that may be played as powerpik (spec §5: 7 and 8, Powerball only). */
  powerpikSystems: readonly number[];
  divisions: readonly DivisionDefinition[];
  /** Local (Australia/Perth) draw weekdays, sales close and draw time "HH:MM" (spec §1; games.md). */
  drawWeekdays: readonly IsoWeekday[];
  closeTime: string;
  drawTime: string;
  /** Draw numbers advance by this much from one draw to the next (spec §5). */
  drawNumberStep: 1 | 2;
  /** Consecutive draws one entry always plays (Set for Life: 7, spec §1). */
  drawsPerEntry: number;
  /** Draws in one multi-week "week" (Cash 3 and Set for Life 7, Millionaire Medley 3; spec §9). */
  drawsPerWeek: number;
  /** Longest multi-week entry in weeks and furthest advance-play offset in steps (spec §1). */
  multiWeekMax: number;
  advanceMax: number;
  /** Boards (games) per standard entry, and the highest count for a system entry. */
  minBoards: number;
  maxBoards: number;
  maxSystemBoards: number;
  /** Illustrative price of one game in one draw (games.md pricing summary; DECISIONS 5). */
  unitPriceGuide: Cents;
}

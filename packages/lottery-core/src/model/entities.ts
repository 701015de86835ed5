/**
 * The wire-shaped entities of R-ENTITIES that the rules read and produce.
 * `@lotto/api` validates the same shapes with valibot and checks its inferred types against these.
 */

import type { GameId } from "../games/catalogue";

/** An amount of money in integer cents (R-GAMES: amounts come from the server in cents). */
export type Cents = number;

/** Game ids of the seven products (R-GAMES), as core's catalogue defines them. */
export type { GameId };

/** Game status query values of a game page (R-SCREENS, R-STATES). */
export type GameStatus = "not-started" | "started" | "preview" | "favourite" | "purchased";

/** One advance-play choice of a priced entry: `pricing_information[system][boards][multiDraw][i]`. */
export interface PricingOption {
  /** Identifies the advance-play offset of this option; index 0 is the next draw. */
  bit8_advance_id: number;
  label: string;
  price: Cents;
  /** Draw numbers the entry covers when bought with this option. */
  draws: number[];
}

/** system key → number of boards → multi-draw count → advance-play options (R-ENTITIES). */
export type PricingInformation = Record<string, Record<string, Record<string, PricingOption[]>>>;

/** `GET /games/{gameId}/purchase-config` (R-ENTITIES). */
export interface PurchaseConfig {
  game_variables: {
    game_id: GameId;
    next_draw_number: number;
    win_ball_max: number;
    powerball_max: number;
    /** Millionaire Medley day filter the config was asked for, else null. */
    day: string | null;
  };
  default_ticket: { system: number; boards: number; weeks: number; advance: number };
  pricing_information: PricingInformation;
}

/** One board (game line) while building an entry (R-ENTITIES Board). */
export interface Board {
  numbers: number[];
  /** The Powerball pick; null when the game has none or the entry is powerpik. */
  powerball: number | null;
  /** Stake in cents, one of the game's `stakes` (Cash 3: 50 or 100). */
  stake: Cents;
  /** Cash 3 play type: 1 exact, 2 any, 4 both (R-LIMITS). */
  type: 1 | 2 | 4;
}

/** A coupon's group of numbers as sent to and from the server (R-ENTITIES game_data). */
export interface GameDataGroup {
  group_name: string;
  numbers: number[];
  /** Powerball number; 0 means powerpik (all 20); null for games without a Powerball. */
  powerball: number | null;
  quickpick: 0 | 1;
  /** Cash 3 stake code: 1 = 50c, 2 = $1; 0 for other games. */
  stake: 0 | 1 | 2;
  /** Cash 3 play type (1 exact, 2 any, 4 both); 1 for other games. */
  type: 1 | 2 | 4;
}

/**
 * An add-on game riding on a coupon (R-ENTITIES Game session addOnGame): its boards, played in every week
 * the carrying entry plays (R-GAMESHEET Super66).
 */
export interface AddOnCoupon {
  game_id: GameId;
  game_data: GameDataGroup[];
}

/** The coupon of a cart ticket or favourite (R-ENTITIES). */
export interface Coupon {
  game_id: GameId;
  /** Number of advance steps from the next draw. */
  advance_draw: number;
  /** Number of consecutive draws (multi-week) the entry plays. */
  multi_draw: number;
  /** System size (numbers per board), 0 for digit games. */
  system: number;
  powerpik: boolean;
  game_data: GameDataGroup[];
  /** The add-on game bought with this entry; absent without one. */
  add_on?: AddOnCoupon;
}

/** A ticket in the cart (R-ENTITIES Cart ticket). */
export interface CartTicket {
  id: string;
  draw_num: number;
  draw_numbers: number[];
  added_draw_number: number;
  cost: Cents;
  play_type: string;
  coupon: Coupon;
  /** Millionaire Medley one-day play: the purchase-config `day` it was priced with; absent for 3-Day Play. */
  day?: string;
}

/** Entry options chosen on a game page (R-ENTITIES Entry options). */
export interface EntryOptions {
  system: number;
  numberOfBoards: string;
  multiDraw: number;
  advancePlay: number;
  powerpik: boolean;
  playType: string | null;
  setAllBoards: { stake: Cents; exact: boolean; any: boolean };
}

/** The numbers of a draw, as recorded by the server and judged by the divisions rules. */
export interface DrawNumbers {
  winning: number[];
  supplementary: number[];
  /** The drawn Powerball; null for games without one. */
  powerball: number | null;
}

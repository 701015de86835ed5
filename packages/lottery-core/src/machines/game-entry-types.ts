/** Context and events of the game-entry machine (R-ENTITIES Game session, R-STATES Game entry). */
import type { CartTicket, Cents, EntryOptions, GameId, PurchaseConfig } from "../model/entities";
import type { AvailableEntryOptions } from "../pricing/entry-options";
import type { Rng } from "../quick-pick/rng";
import type { AddOnGame } from "./game-entry-add-on";
import type { EntryBoards } from "./game-entry-rules";
import type { GameSpecialDraw } from "./game-entry-special-draw";

/** A favourite as the game page keeps it (R-ENTITIES Game session favourite). */
export interface FavouriteRef {
  id: number;
  name: string;
}

/** A home-card quick-pick option (R-ENTITIES slikpik_homepage_options). */
export interface SlikpikOption {
  system: number;
  boards: number;
  multidraw: number;
  powerpik: boolean;
  stake: Cents;
  type: 1 | 2 | 4;
}

/** What the game-entry machine remembers (R-ENTITIES Game session currentGameData). */
export interface GameEntryContext extends EntryBoards {
  gameId: GameId;
  rng: Rng;
  /** Millionaire Medley one-day play (`day` of the purchase config), else null. */
  day: string | null;
  config: PurchaseConfig | null;
  options: EntryOptions;
  available: AvailableEntryOptions;
  /** The entry's price, with the add-on game when it is added. */
  price: Cents | null;
  /** The add-on game offered on this game's page (R-ENTITIES addOnGame), or null when it carries none. */
  addOnGame: AddOnGame | null;
  favourite: FavouriteRef | null;
  /** The cart ticket being edited; adding to the cart then replaces it. */
  editingTicketId: string | null;
  /** The current route, for the "leaving purchased" rule. */
  path: string;
  error: unknown;
}

/** The coupon of a favourite or cart ticket being loaded (R-ENTITIES coupon, R-STATES Game status favourite). */
export type CouponLike = CartTicket["coupon"];

/** Events of the game page (R-STATES Game status, Game entry). */
export type GameEntryEvent =
  | { type: "GAME.NEW" }
  | { type: "GAME.PLAY_AGAIN" }
  /** 'Play again' from Tickets: the bought coupon's boards and options, for the next draws (R-SCREENS). */
  | { type: "GAME.LOAD_COUPON"; coupon: CouponLike }
  | { type: "GAME.LOAD_FAVOURITE"; favourite: FavouriteRef; coupon: CouponLike }
  | { type: "GAME.EDIT_FAVOURITE"; favourite: FavouriteRef; coupon: CouponLike }
  | { type: "GAME.ADD_FAVOURITE" }
  | { type: "GAME.PREVIEW"; option: SlikpikOption }
  | { type: "GAME.EDIT_TICKET"; ticket: CartTicket }
  | { type: "GAME.PURCHASED" }
  | { type: "GAME.RESET" }
  | { type: "GAME.SET_OPTIONS"; change: Partial<EntryOptions> }
  | { type: "GAME.QUICK_PICK"; index?: number }
  | { type: "GAME.ADD_BOARD" }
  | { type: "GAME.DELETE_BOARD"; index: number }
  | { type: "GAME.CLEAR_BOARD"; index?: number }
  | { type: "GAME.SET_BOARD"; index: number; numbers: number[]; powerball: number | null }
  | { type: "GAME.SPECIAL_DRAW"; draw: GameSpecialDraw }
  | { type: "GAME.SET_DAY"; day: string | null }
  /** Adds the add-on game to the entry, or takes it off (R-ENTITIES addOnGame). */
  | { type: "GAME.SET_ADD_ON"; value: boolean }
  /** How many add-on games ride on the entry; each is drawn again at random. */
  | { type: "GAME.SIZE_ADD_ON"; count: number }
  | { type: "GAME.PATH"; path: string }
  | { type: "GAME.ADD_TO_CART" }
  | { type: "GAME.RETRY" };

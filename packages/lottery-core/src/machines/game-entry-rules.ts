/**
 * The game page's entry as data (R-ENTITIES Game session, R-STATES Game entry): boards kept in step with the
 * priced options, favourites and cart tickets read back into an entry, and the coupon and cart ticket
 * an entry produces. Pricing, quick picks and system names are core-games' rules; this file only
 * combines them for the game-entry machine.
 */
import { gameById } from "../games/lookup";
import { hasPlayTypes } from "../games/traits";
import { boardName } from "../model/board-name";
import type { Board, Cents, Coupon, EntryOptions, PurchaseConfig } from "../model/entities";
import { defaultStake, skipsPriceRecompute, stakeFromCode, stakeToCode } from "../pricing/cash3";
import { couponPrice } from "../pricing/coupon-price";
import { recomputeEntryOptions } from "../pricing/entry-options";
import { effectiveSystem } from "../pricing/system-key";
import { emptyBoard } from "../quick-pick/boards";
import { quickPickBoard } from "../quick-pick/quick-pick";
import type { Rng } from "../quick-pick/rng";
import type { AddOnGame } from "./game-entry-add-on";

/** The boards of an entry and which were quick-picked: the coupon's `quickpick` flag (R-ENTITIES Board). */
export interface EntryBoards {
  boards: Board[];
  quickPicked: boolean[];
}

/** A quick-picked board for the entry's game, system and ball limits (R-VALIDATION quick pick). */
export function pickBoard(config: PurchaseConfig, options: EntryOptions, rng: Rng): Board {
  const { game_id, win_ball_max, powerball_max } = config.game_variables;
  const pick = () =>
    quickPickBoard(game_id, rng, {
      system: options.system,
      powerpik: options.powerpik,
      winBallMax: win_ball_max,
      powerballMax: powerball_max || undefined,
    });
  if (gameById(game_id).kind !== "digits") return pick();
  // Digit boards follow the "set all boards" stake and play type (R-ENTITIES Entry options). Any order on
  // three equal digits is refused (docs/decisions.md, R-CASH3), so such a pick is drawn again:
  // uniform over the boards that can be bought.
  const style = setAllBoardsStyle(options);
  let board = pick();
  while (hasPlayTypes(gameById(game_id)) && style.type !== 1 && new Set(board.numbers).size === 1)
    board = pick();
  return { ...board, ...style };
}

function setAllBoardsStyle(options: EntryOptions): Pick<Board, "stake" | "type"> {
  const { stake, exact, any } = options.setAllBoards;
  return { stake, type: exact && any ? 4 : any ? 2 : 1 };
}

/**
 * Applies the "set all boards" stake and play type to every digit board (R-ENTITIES Entry options, R-LIMITS).
 * Three equal digits cannot be played in any order (R-CASH3), so on any order or both such a board
 * is quick-picked again if it was a quick pick, else cleared for the player to choose again.
 */
export function restyleBoards(
  config: PurchaseConfig,
  options: EntryOptions,
  entry: EntryBoards,
  rng: Rng,
): EntryBoards {
  if (gameById(config.game_variables.game_id).kind !== "digits") return entry;
  const style = setAllBoardsStyle(options);
  const unsellable = (board: Board) =>
    hasPlayTypes(gameById(config.game_variables.game_id)) &&
    style.type !== 1 &&
    board.numbers.length > 0 &&
    new Set(board.numbers).size === 1;
  const quickPicked = [...entry.quickPicked];
  const boards = entry.boards.map((board, i) => {
    if (!unsellable(board)) return { ...board, ...style };
    if (quickPicked[i]) return pickBoard(config, options, rng);
    return { ...emptyBoard(), ...style };
  });
  return { boards, quickPicked };
}

/**
 * Resizes the boards to `numberOfBoards`: new boards are empty, except Super66 whose numbers are always
 * random, so all its boards are drawn again (R-STATES: "Super66 regenerates random numbers").
 */
export function fitBoards(
  config: PurchaseConfig,
  options: EntryOptions,
  entry: EntryBoards,
  rng: Rng,
): EntryBoards {
  const count = Number(options.numberOfBoards);
  if (gameById(config.game_variables.game_id).randomNumbersOnly) {
    const boards = Array.from({ length: count }, () => pickBoard(config, options, rng));
    return { boards, quickPicked: boards.map(() => true) };
  }
  const style = gameById(config.game_variables.game_id).kind === "digits" ? setAllBoardsStyle(options) : {};
  const boards = Array.from({ length: count }, (_, i) => entry.boards[i] ?? { ...emptyBoard(), ...style });
  return { boards, quickPicked: boards.map((_, i) => entry.quickPicked[i] ?? false) };
}

/** Whether a board is filled: all its numbers and, unless powerpik, its Powerball (R-ENTITIES Board). */
export function isBoardComplete(config: PurchaseConfig, options: EntryOptions, board: Board): boolean {
  const gameId = config.game_variables.game_id;
  const needsPowerball = gameById(gameId).powerballMax !== null && !options.powerpik;
  return (
    board.numbers.length === effectiveSystem(gameId, options.system) &&
    (!needsPowerball || board.powerball !== null)
  );
}

/**
 * The coupon of an entry (R-ENTITIES Cart ticket coupon); digit games send system 0 (entities.ts). An added
 * add-on game rides on it as `add_on`.
 */
export function entryCoupon(
  config: PurchaseConfig,
  options: EntryOptions,
  entry: EntryBoards,
  addOn: AddOnGame | null = null,
): Coupon {
  const gameId = config.game_variables.game_id;
  const game = gameById(gameId);
  const digits = game.kind === "digits";
  const playTypes = hasPlayTypes(game);
  return {
    game_id: gameId,
    advance_draw: options.advancePlay,
    multi_draw: options.multiDraw,
    system: digits ? 0 : options.system,
    powerpik: options.powerpik,
    game_data: entry.boards.map((board, i) => ({
      group_name: boardName(i),
      numbers: board.numbers,
      // Powerpik is sent as Powerball 0: all 20 (R-STATES favourites, entities.ts).
      powerball: options.powerpik ? 0 : board.powerball,
      quickpick: entry.quickPicked[i] ? 1 : 0,
      stake: playTypes ? stakeToCode(game, board.stake) : 0,
      type: playTypes ? board.type : 1,
    })),
    ...(addOn?.value ? { add_on: addOn.coupon } : {}),
  };
}

/**
 * Price of the entry in cents, or null when the config does not price it (R-ENTITIES). Cash 3 with 50
 * quick-picked boards keeps its previous price (R-VALIDATION).
 */
export function entryCost(
  config: PurchaseConfig,
  options: EntryOptions,
  entry: EntryBoards,
  previous: Cents | null,
  addOn: AddOnGame | null = null,
): Cents | null {
  const allQuick = entry.quickPicked.length > 0 && entry.quickPicked.every(Boolean);
  if (
    skipsPriceRecompute(config.game_variables.game_id, entry.boards.length, allQuick) &&
    previous !== null
  ) {
    return previous;
  }
  return couponPrice(config, entryCoupon(config, options, entry, addOn));
}

/**
 * Reads a favourite's or cart ticket's coupon into an entry (R-STATES): its numbers, the system from the
 * number count, the boards from the coupon length, powerpik when the Powerball is 0, Cash 3 stake and
 * play type; options the config does not price fall back as `recomputeEntryOptions` decides.
 */
export function entryFromCoupon(
  config: PurchaseConfig,
  current: EntryOptions,
  coupon: Pick<Coupon, "game_data"> & Partial<Coupon>,
): { options: EntryOptions } & EntryBoards {
  const groups = coupon.game_data;
  const first = groups[0];
  const game = gameById(config.game_variables.game_id);
  const digits = game.kind === "digits";
  const change: Partial<EntryOptions> = {
    numberOfBoards: String(groups.length),
    powerpik: first?.powerball === 0,
    ...(digits || !first ? {} : { system: first.numbers.length }),
    ...(coupon.multi_draw === undefined ? {} : { multiDraw: coupon.multi_draw }),
    ...(coupon.advance_draw === undefined ? {} : { advancePlay: coupon.advance_draw }),
  };
  if (hasPlayTypes(game) && first) {
    const stake = stakeFromCode(game, first.stake) ?? defaultStake(game);
    change.setAllBoards = { stake, exact: first.type !== 2, any: first.type !== 1 };
  }
  const options = recomputeEntryOptions(config, current, change);
  // A coupon the config no longer prices at its length is fitted to the priced count with empty boards.
  const count = Number(options.numberOfBoards);
  const boards = Array.from({ length: count }, (_, i): Board => {
    const g = groups[i];
    if (!g) return { ...emptyBoard(), ...setAllBoardsStyle(options) };
    return {
      numbers: [...g.numbers],
      powerball: g.powerball === 0 ? null : g.powerball,
      stake: stakeFromCode(game, g.stake) ?? defaultStake(game),
      type: g.type,
    };
  });
  return { options, boards, quickPicked: boards.map((_, i) => groups[i]?.quickpick === 1) };
}

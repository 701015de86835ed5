/**
 * How each game-page event changes the entry (R-STATES Game entry), as pure functions of the context.
 * Every update ends in `settle`, so options, what they allow, boards and price always agree.
 */
import { gameById } from "../games/lookup";
import type { Board, EntryOptions, GameId } from "../model/entities";
import { availableEntryOptions, defaultEntryOptions, recomputeEntryOptions } from "../pricing/entry-options";
import { deleteBoard, emptyBoard } from "../quick-pick/boards";
import { type AddOnGame, addOnFromCoupon, addOnGames, offeredAddOn, pricedAddOn } from "./game-entry-add-on";
import type { EntryBoards } from "./game-entry-rules";
import {
  entryCost,
  entryCoupon,
  entryFromCoupon,
  fitBoards,
  pickBoard,
  restyleBoards,
} from "./game-entry-rules";
import type { GameSpecialDraw } from "./game-entry-special-draw";
import { specialDrawAdvance } from "./game-entry-special-draw";
import type { CouponLike, GameEntryContext, SlikpikOption } from "./game-entry-types";

type Ctx = GameEntryContext;
type Update = Partial<Ctx>;

function settle(
  context: Ctx,
  options: EntryOptions,
  entry: EntryBoards,
  addOn: AddOnGame | null = context.addOnGame,
): Update {
  const config = context.config!;
  return {
    options,
    available: availableEntryOptions(config, options),
    boards: entry.boards,
    quickPicked: entry.quickPicked,
    price: entryCost(config, options, entry, context.price, addOn),
    addOnGame: pricedAddOn(config, entryCoupon(config, options, entry), addOn),
  };
}

/** Options before the purchase config has loaded: the game's standard system, no boards (R-STATES game entry). */
export function placeholderOptions(gameId: GameId): EntryOptions {
  return {
    system: gameById(gameId).systems[0]!,
    numberOfBoards: "0",
    multiDraw: 1,
    advancePlay: 0,
    powerpik: false,
    playType: null,
    setAllBoards: { stake: 50, exact: true, any: false },
  };
}

/** Changes options, keeping each choice only if still priced, and fits the boards to them (R-STATES). */
export function changeOptions(
  context: Ctx,
  delta: Partial<EntryOptions>,
  entry: EntryBoards = context,
): Update {
  const config = context.config!;
  const filled = entry.boards.filter((b) => b.numbers.length > 0).length;
  const options = recomputeEntryOptions(config, context.options, delta, filled);
  return settle(
    context,
    options,
    fitBoards(config, options, restyleBoards(config, options, entry, context.rng), context.rng),
  );
}

/** A new entry with the defaults of `default_ticket` (R-STATES: starting sets defaults, reset). */
export function freshEntry(context: Ctx): Update {
  const options = defaultEntryOptions(context.config!);
  const entry = fitBoards(context.config!, options, { boards: [], quickPicked: [] }, context.rng);
  const addOn = offeredAddOn(context.config!.game_variables.game_id, context.rng);
  return {
    ...settle({ ...context, price: null }, options, entry, addOn),
    favourite: null,
    editingTicketId: null,
  };
}

/** Loads a favourite's or cart ticket's coupon, with any add-on it carries (R-STATES: choosing a favourite). */
export function loadCoupon(context: Ctx, coupon: CouponLike): Update {
  const { options, ...entry } = entryFromCoupon(context.config!, context.options, coupon);
  return settle(
    { ...context, price: null },
    options,
    entry,
    addOnFromCoupon(context.addOnGame, coupon.add_on),
  );
}

/** Adds the add-on game to the entry or takes it off (R-ENTITIES addOnGame value). */
export function setAddOn(context: Ctx, value: boolean): Update {
  if (!context.addOnGame) return {};
  return settle(context, context.options, context, { ...context.addOnGame, value });
}

/** Sets how many add-on games ride on the entry, all drawn again at random (their numbers always are). */
export function sizeAddOn(context: Ctx, count: number): Update {
  const addOn = context.addOnGame;
  if (!addOn) return {};
  const coupon = addOnGames(addOn.coupon.game_id, count, context.rng);
  return settle(context, context.options, context, { ...addOn, coupon });
}

/** A home card's quick pick, every board drawn at random (R-STATES: preview). */
export function previewEntry(context: Ctx, option: SlikpikOption): Update {
  const base = { ...context, ...freshEntry(context) };
  const sized = changeOptions(base, {
    system: option.system,
    numberOfBoards: String(option.boards),
    multiDraw: option.multidraw,
    powerpik: option.powerpik,
    setAllBoards: { stake: option.stake, exact: option.type !== 2, any: option.type !== 1 },
  });
  const options = sized.options!;
  const boards = sized.boards!.map(() => pickBoard(context.config!, options, context.rng));
  return { ...base, ...settle(base, options, { boards, quickPicked: boards.map(() => true) }) };
}

/** Quick-picks one board, or all when no index is given (R-VALIDATION quick pick). */
export function quickPick(context: Ctx, index?: number): Update {
  const hit = (i: number) => index === undefined || index === i;
  const boards = context.boards.map((b, i) =>
    hit(i) ? pickBoard(context.config!, context.options, context.rng) : b,
  );
  return settle(context, context.options, {
    boards,
    quickPicked: context.quickPicked.map((q, i) => q || hit(i)),
  });
}

/** Empties one board, or all when no index is given; Cash 3 stake and play type stay (R-VALIDATION). */
export function clearBoards(context: Ctx, index?: number): Update {
  const hit = (i: number) => index === undefined || index === i;
  const blank = (b: Board): Board => ({ ...emptyBoard(), stake: b.stake, type: b.type });
  return settle(context, context.options, {
    boards: context.boards.map((b, i) => (hit(i) ? blank(b) : b)),
    quickPicked: context.quickPicked.map((q, i) => q && !hit(i)),
  });
}

/** Sets a board's numbers as the player marked them (no longer a quick pick; R-VALIDATION). */
export function setBoard(context: Ctx, index: number, numbers: number[], powerball: number | null): Update {
  const boards = context.boards.map((b, i) => (i === index ? { ...b, numbers: [...numbers], powerball } : b));
  return settle(context, context.options, {
    boards,
    quickPicked: context.quickPicked.map((q, i) => q && i !== index),
  });
}

/** Adds an empty board: the count rises by one (R-VALIDATION). */
export function addBoard(context: Ctx): Update {
  return changeOptions(context, { numberOfBoards: String(Number(context.options.numberOfBoards) + 1) });
}

/** Deletes one board: it is removed and the count falls by one (R-VALIDATION). */
export function removeBoard(context: Ctx, index: number): Update {
  return changeOptions(
    context,
    { numberOfBoards: String(Number(context.options.numberOfBoards) - 1) },
    {
      boards: deleteBoard(context.boards, index),
      quickPicked: context.quickPicked.filter((_, i) => i !== index),
    },
  );
}

/** Points advance play at a special draw when one applies (R-STATES special draw). */
export function applySpecialDraw(context: Ctx, draw: GameSpecialDraw): Update {
  const advance = specialDrawAdvance(draw, context.available.advancePlayOptions.length > 0);
  return advance === null ? {} : changeOptions(context, { advancePlay: advance });
}

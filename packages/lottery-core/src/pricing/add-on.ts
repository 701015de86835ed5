/**
 * The add-on game (R-ENTITIES Game session addOnGame; R-GAMESHEET Super66): a game bought alongside another
 * game's entry, whose boards are entered in every week that entry plays. Which game may carry which
 * add-on is data (`GameDefinition.addOnIds`); the add-on is priced at its own unit price per board and
 * per draw it plays.
 */
import type { GameDefinition } from "../games/game-definition";
import { gameById, isGameId } from "../games/lookup";
import type { AddOnCoupon, Cents, Coupon, GameId } from "../model/entities";
import { drawByNumber, drawOnDay, epochDay, isDrawDay } from "../schedule/draw-calendar";

/** The game a player may add to this game's entry, or null when it carries none. */
export function addOnGameOf(carrier: GameDefinition<number>): GameDefinition | null {
  const [id] = carrier.addOnIds;
  return id !== undefined && isGameId(id) ? gameById(id) : null;
}

/**
 * The add-on game's draws for the carrier's draws: for each regular draw of the entry, the add-on's first
 * draw on or after that draw's Perth date, each once (a week of the entry is one add-on draw). An
 * operator's extra draw (off the carrier's numbering) carries no add-on.
 * @example addOnDraws(5127, [4620, 4622], 2115) // the two Super66 draws of the same Saturdays
 */
export function addOnDraws(carrierId: GameId, carrierDraws: readonly number[], addOnId: GameId): number[] {
  const found: number[] = [];
  for (const drawNumber of carrierDraws) {
    const slot = drawByNumber(carrierId, drawNumber);
    if (!slot) continue;
    const day = epochDay(slot.drawTime.toPlainDate());
    for (let d = day; d < day + 7; d++) {
      if (!isDrawDay(addOnId, d)) continue;
      const n = drawOnDay(addOnId, d).drawNumber;
      if (!found.includes(n)) found.push(n);
      break;
    }
  }
  return found;
}

/** What an add-on costs: each of its boards at its game's unit price, in each draw it plays. */
export function addOnCost(addOn: AddOnCoupon, draws: number): Cents {
  return addOn.game_data.length * gameById(addOn.game_id).unitPrice.cents * draws;
}

/**
 * Why an add-on cannot ride on this entry, as sentences for the player (empty when it can): the carrying
 * game must offer that add-on, and its boards follow the add-on game's board rules.
 */
export function addOnErrors(carrier: GameDefinition<number>, addOn: AddOnCoupon): string[] {
  const game = isGameId(addOn.game_id) ? gameById(addOn.game_id) : null;
  if (!game || !carrier.addOnIds.includes(game.id)) {
    return [`${game?.name ?? "This game"} cannot be added to ${carrier.name}.`];
  }
  const boards = addOn.game_data.length;
  if (boards < 1 || boards > game.maxBoards) {
    return [
      `${game.name} as an add-on needs between 1 and ${game.maxBoards} games; this entry has ${boards}.`,
    ];
  }
  const size = game.systems[0]!;
  const wrong = addOn.game_data.find(
    (g) =>
      g.numbers.length !== size ||
      g.powerball !== null ||
      g.numbers.some((n) => !Number.isInteger(n) || n < game.numberMin || n > game.numberMax),
  );
  return wrong
    ? [
        `${game.name} game ${wrong.group_name} must have ${size} numbers from ${game.numberMin} to ${game.numberMax}.`,
      ]
    : [];
}

/**
 * The add-on as a coupon of its own game, playing `draws` consecutive draws from the next one it is on
 * sale for: how the shop records and settles it beside the carrying ticket.
 */
export function addOnTicketCoupon(addOn: AddOnCoupon, draws: number): Coupon {
  return {
    game_id: addOn.game_id,
    advance_draw: 0,
    multi_draw: draws,
    system: 0,
    powerpik: false,
    game_data: addOn.game_data,
  };
}

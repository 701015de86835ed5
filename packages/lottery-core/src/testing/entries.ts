import fc from "fast-check";
import type { GameDefinition } from "../games/game-definition";
import { definitionOf, type GameRef } from "../games/lookup";
import { hasPlayTypes } from "../games/traits";
import { boardName } from "../model/board-name";
import type { Coupon, GameDataGroup } from "../model/entities";
import { multiDrawCounts } from "../pricing/draw-options";

/** What an entry arbitrary may be pinned to; anything left out is drawn from what the game allows. */
export interface EntryShape {
  /** System size (the standard size is the game's first); drawn from the game's systems when left out. */
  system?: number;
  powerpik?: boolean;
}

/** The numbers of one board of `size`: distinct and ascending for lotto games, digits 0–9 for the others. */
export function arbBoardNumbers(ref: GameRef, size: number): fc.Arbitrary<number[]> {
  const game = definitionOf(ref);
  const ball = fc.integer({ min: game.numberMin, max: game.numberMax });
  if (game.kind === "digits") return fc.array(ball, { minLength: size, maxLength: size });
  return fc
    .uniqueArray(ball, { minLength: size, maxLength: size })
    .map((numbers) => numbers.sort((a, b) => a - b));
}

function arbBoard(game: GameDefinition<number>, size: number, powerpik: boolean, name: string) {
  return fc
    .record<GameDataGroup>({
      group_name: fc.constant(name),
      numbers: arbBoardNumbers(game, size),
      // 0 marks powerpik (every Powerball held); null for games without a Powerball.
      powerball:
        game.powerballMax === null
          ? fc.constant(null)
          : powerpik
            ? fc.constant(0)
            : fc.integer({ min: 1, max: game.powerballMax }),
      quickpick: fc.constantFrom(0 as const, 1 as const),
      stake: hasPlayTypes(game) ? fc.constantFrom(1 as const, 2 as const) : fc.constant(0 as const),
      type: hasPlayTypes(game)
        ? fc.constantFrom(1 as const, 2 as const, 4 as const)
        : fc.constant(1 as const),
      // Three equal digits have one arrangement, so no any-order play type is sold for them.
    })
    .filter((board) => board.type === 1 || new Set(board.numbers).size > 1);
}

/**
 * A valid entry (coupon) of the game, as a player could buy it: a system the game offers, a board count it
 * allows for that system, numbers in range, a draw count it sells. Pin `system` or `powerpik` to narrow it.
 */
export function arbEntry(ref: GameRef, shape: EntryShape = {}): fc.Arbitrary<Coupon> {
  const game = definitionOf(ref);
  const powerpik = shape.powerpik ?? false;
  const systems = powerpik ? game.powerpikSystems : game.systems;
  if (systems.length === 0) throw new RangeError(`${game.name} has no ${powerpik ? "powerpik " : ""}entry`);
  return (shape.system === undefined ? fc.constantFrom(...systems) : fc.constant(shape.system)).chain(
    (system) => {
      const standard = system === game.systems[0] && !powerpik;
      const [min, max] = standard ? [game.minBoards, game.maxBoards] : [1, game.maxSystemBoards];
      return fc.record<Coupon>({
        game_id: fc.constant(game.id) as fc.Arbitrary<Coupon["game_id"]>,
        advance_draw: fc.constant(0),
        multi_draw: fc.constantFrom(...multiDrawCounts(game)),
        system: fc.constant(system),
        powerpik: fc.constant(powerpik),
        game_data: fc
          .integer({ min, max })
          .chain((count) =>
            fc.tuple(
              ...Array.from({ length: count }, (_, i) => arbBoard(game, system, powerpik, boardName(i))),
            ),
          ),
      });
    },
  );
}

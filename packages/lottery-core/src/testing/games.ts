import fc from "fast-check";
import type { GameDefinition } from "../games/game-definition";
import { GAME_IDS, gameById } from "../games/lookup";

/** Any game of the catalogue. */
export const arbGame = (): fc.Arbitrary<GameDefinition> => fc.constantFrom(...GAME_IDS.map(gameById));

/** Any lotto game (numbers drawn without repeats: Saturday Lotto, OZ Lotto, Powerball …). */
export const arbLottoGame = (): fc.Arbitrary<GameDefinition> =>
  fc.constantFrom(...GAME_IDS.map(gameById).filter((game) => game.kind === "lotto"));

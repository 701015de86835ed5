import fc from "fast-check";
import { commitment, deriveDrawNumbers } from "../draws/derive-draw";
import type { PublishedDraw } from "../draws/verify-draw";
import { definitionOf, type GameRef } from "../games/lookup";
import type { DrawNumbers, GameId } from "../model/entities";

/** A draw seed as the draw engine makes one: 64 lower-case hex characters. */
export const arbDrawSeed = (): fc.Arbitrary<string> =>
  fc
    .uint8Array({ minLength: 32, maxLength: 32 })
    .map((bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join(""));

/** A draw number the engine could hold. */
export const arbDrawNumber = (): fc.Arbitrary<number> => fc.integer({ min: 1, max: 99_999 });

/** A published draw of the game, as the results page shows it: commitment, seed and the numbers they give. */
export function arbPublishedDraw(ref: GameRef): fc.Arbitrary<PublishedDraw> {
  const gameId = definitionOf(ref).id as GameId;
  return fc.record({ drawNumber: arbDrawNumber(), seed: arbDrawSeed() }).map(({ drawNumber, seed }) => ({
    gameId,
    drawNumber,
    commitment: commitment(seed),
    seed,
    numbers: deriveDrawNumbers(gameId, drawNumber, seed),
  }));
}

/** A draw result of the game (winning, supplementary, Powerball), derived the way the draw engine does. */
export const arbDrawNumbers = (ref: GameRef): fc.Arbitrary<DrawNumbers> =>
  arbPublishedDraw(ref).map((draw) => draw.numbers);

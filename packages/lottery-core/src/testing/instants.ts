import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { definitionOf, type GameRef } from "../games/lookup";
import type { GameId } from "../model/entities";
import { upcomingDraws } from "../schedule/next-draw";

const FROM = Date.UTC(2019, 0, 1);
const TO = Date.UTC(2035, 0, 1);

/** Any instant from 2019 to 2035, to the millisecond. */
export const arbInstant = (): fc.Arbitrary<Temporal.Instant> =>
  fc.integer({ min: FROM, max: TO }).map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));

/**
 * An instant within `withinMs` (default 2 minutes) either side of one of the game's sales closes, the
 * moment rules most often get wrong; the close itself is drawn often.
 */
export function arbInstantAroundClose(ref: GameRef, withinMs = 120_000): fc.Arbitrary<Temporal.Instant> {
  const gameId = definitionOf(ref).id as GameId;
  return fc
    .tuple(arbInstant(), fc.oneof(fc.constant(0), fc.integer({ min: -withinMs, max: withinMs })))
    .map(([at, offset]) =>
      upcomingDraws(gameId, at, 1)[0]!.salesClose.toInstant().add({ milliseconds: offset }),
    );
}

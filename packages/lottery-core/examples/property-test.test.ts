// A property test of a rule, written with the arbitraries of @lotto/core/testing: fast-check draws hundreds
// of valid inputs and shrinks any failure to the smallest entry, draw or instant that breaks the rule.
// Copy this file next to your rule, swap in your function and state what must hold for every input.
import { evaluateEntry, upcomingDraws } from "@lotto/core";
import { arbDrawNumbers, arbEntry, arbInstantAroundClose, arbLottoGame } from "@lotto/core/testing";
import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";

describe("rules hold for every input", () => {
  it("judging an entry does not depend on the order of its boards", () => {
    const entryAndDraw = arbLottoGame().chain((game) => fc.tuple(arbEntry(game), arbDrawNumbers(game)));
    fc.assert(
      fc.property(entryAndDraw, ([entry, draw]) => {
        const reversed = { ...entry, game_data: [...entry.game_data].reverse() };
        expect(evaluateEntry(reversed, draw).best).toBe(evaluateEntry(entry, draw).best);
      }),
      { numRuns: 200 },
    );
  });

  it("the next draw on sale always closes after the moment asked about, even a millisecond before close", () => {
    const moment = arbLottoGame().chain((game) => fc.tuple(fc.constant(game), arbInstantAroundClose(game)));
    fc.assert(
      fc.property(moment, ([game, now]) => {
        const [next] = upcomingDraws(game.id, now, 1);
        expect(Temporal.Instant.compare(next!.salesClose.toInstant(), now)).toBe(1);
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gameById } from "../games/lookup";
import type { GameId, PurchaseConfig } from "../model/entities";
import { buildPricingInformation } from "../pricing/pricing-table";
import { drawByNumber } from "../schedule/draw-calendar";
import { offeredSpecialDraw, type SpecialEventInputs } from "./game-entry-special-event";

function config(gameId: GameId, drawNumbers: number[], day: string | null = null): PurchaseConfig {
  const game = gameById(gameId);
  return {
    game_variables: {
      game_id: gameId,
      next_draw_number: drawNumbers[0]!,
      win_ball_max: 45,
      powerball_max: 0,
      day,
    },
    default_ticket: { system: game.systems[0]!, boards: game.minBoards, weeks: 1, advance: 0 },
    pricing_information: buildPricingInformation({
      gameId,
      unitPrice: 100,
      drawNumbers,
      oneDay: day !== null,
    }),
  };
}

function inputs(gameId: GameId, drawNumbers: number[], special: number, day: string | null = null) {
  const game = gameById(gameId);
  return {
    gameId,
    config: config(gameId, drawNumbers, day),
    options: {
      system: game.systems[0]!,
      powerpik: false,
      numberOfBoards: String(game.minBoards),
      multiDraw: multiDraw(gameId, day),
    },
    upcomingDraw: { draw_number: drawNumbers[0]!, sales_close: "2026-12-05T10:00:00Z" },
    events: [{ game_id: gameId, draw_number: special, title: "Mega draw" }],
  } satisfies SpecialEventInputs;
}

// One draw for every game except 3-Day Play Millionaire Medley, whose shortest entry is a week of 3.
const multiDraw = (gameId: GameId, day: string | null) => (gameId === 5303 && day === null ? 3 : 1);
const evens = [4520, 4522, 4524, 4526];
const oz = [4520, 4521, 4522, 4523];

describe("offeredSpecialDraw (R-STATES special draw)", () => {
  it("R-STATES: Saturday Lotto offers only an odd special draw; other games any number", () => {
    expect(offeredSpecialDraw(inputs(5127, evens, 4522))).toBeNull();
    expect(offeredSpecialDraw(inputs(5130, oz, 4522))?.drawAdvance).toBe(2);
    const odd = offeredSpecialDraw(inputs(5127, [4521, 4523, 4525], 4523));
    expect(odd).toMatchObject({ drawNumber: 4523, drawAdvance: 1, event: { title: "Mega draw" } });
    expect(odd?.draw).toEqual({
      gameId: 5127,
      specialDrawNumber: 4523,
      upcomingDrawNumber: 4521,
      salesCloseDate: "2026-12-05T10:00:00Z",
      drawAdvance: 1,
    });
  });

  it("R-STATES: needs the upcoming draw, its close date and entry options", () => {
    const base = inputs(5130, oz, 4523);
    expect(offeredSpecialDraw(base)?.drawAdvance).toBe(3);
    expect(offeredSpecialDraw({ ...base, upcomingDraw: null })).toBeNull();
    expect(offeredSpecialDraw({ ...base, upcomingDraw: { draw_number: 4520, sales_close: "" } })).toBeNull();
    expect(offeredSpecialDraw({ ...base, options: { ...base.options, numberOfBoards: "999" } })).toBeNull();
  });

  it("offers nothing for another game's event, a draw not on sale, or no events", () => {
    const base = inputs(5130, oz, 4523);
    expect(offeredSpecialDraw({ ...base, events: [{ ...base.events[0]!, game_id: 5132 }] })).toBeNull();
    expect(offeredSpecialDraw(inputs(5130, oz, 4600))).toBeNull();
    expect(offeredSpecialDraw({ ...base, events: [] })).toBeNull();
  });

  it("takes the earliest applicable event and skips one that is not", () => {
    const base = inputs(5127, [4521, 4523, 4525, 4527], 4527);
    const events = [
      { game_id: 5127, draw_number: 4527, title: "Later" },
      { game_id: 5127, draw_number: 4522, title: "Even" },
      { game_id: 5127, draw_number: 4525, title: "Sooner" },
    ];
    expect(offeredSpecialDraw({ ...base, events })?.event.title).toBe("Sooner");
  });

  it("R-STATES Millionaire Medley one-day play starts on its day's first draw from the special draw", () => {
    // Mon 1, Wed 2, Fri 3, Mon 4 ...: a Friday-only config lists 3, 6, 9; special draw on Monday 4.
    const friday = offeredSpecialDraw(inputs(5303, [3, 6, 9, 12], 4, "Friday"));
    expect(friday).toMatchObject({ drawNumber: 6, drawAdvance: 3 });
    const threeDay = offeredSpecialDraw(inputs(5303, [1, 2, 3, 4, 5, 6], 4));
    expect(threeDay).toMatchObject({ drawNumber: 4, drawAdvance: 3 });
  });

  it("close time: the upcoming draw's from the server, a later regular draw's from the calendar", () => {
    const next = offeredSpecialDraw(inputs(5130, oz, 4520));
    expect(next?.drawSaleCloseTime).toBe("2026-12-05T10:00:00Z");
    const later = offeredSpecialDraw(inputs(5130, [1600, 1601, 1602], 1602));
    expect(later?.drawSaleCloseTime).toBe(drawByNumber(5130, 1602)!.salesClose.toInstant().toString());
    expect(offeredSpecialDraw(inputs(5127, [4521, 4523], 4523))?.drawSaleCloseTime).toBeNull();
  });

  it("an extra Saturday Lotto draw the server scheduled: its advance id and its event's close time", () => {
    const base = inputs(5127, evens, 4523);
    const withExtra: SpecialEventInputs = {
      ...base,
      config: {
        ...base.config,
        pricing_information: buildPricingInformation({
          gameId: 5127,
          unitPrice: 100,
          drawNumbers: [4520, 4522, 4523, 4524],
          specialDrawNumbers: [4523],
        }),
      },
      events: [{ ...base.events[0]!, sales_close: "2026-12-09T10:00:00Z" }],
    };
    expect(offeredSpecialDraw(withExtra)).toMatchObject({
      drawNumber: 4523,
      drawAdvance: 2,
      drawSaleCloseTime: "2026-12-09T10:00:00Z",
    });
    const twoWeeks = { ...withExtra, options: { ...withExtra.options, multiDraw: 2 } };
    expect(offeredSpecialDraw(twoWeeks)).toBeNull();
  });

  it("property: an offered draw is priced, starts at the event's draw and is never even for Saturday Lotto", () => {
    const games: GameId[] = [5127, 5130, 5132, 2115];
    fc.assert(
      fc.property(
        fc.constantFrom(...games),
        fc.integer({ min: 1000, max: 5000 }),
        fc.integer({ min: 2, max: 8 }),
        fc.array(fc.integer({ min: -3, max: 12 }), { maxLength: 5 }),
        (gameId, first, count, offsets) => {
          const step = gameById(gameId).drawNumberStep;
          const draws = Array.from({ length: count }, (_, i) => first + i * step);
          const events = offsets.map((o) => ({ game_id: gameId, draw_number: first + o, title: `E${o}` }));
          const base = { ...inputs(gameId, draws, first), events };
          const offered = offeredSpecialDraw(base);
          const priced = events.filter(
            (e) => draws.includes(e.draw_number) && !(gameId === 5127 && e.draw_number % 2 === 0),
          );
          if (priced.length === 0) {
            expect(offered).toBeNull();
            return;
          }
          const earliest = Math.min(...priced.map((e) => e.draw_number));
          expect(offered?.drawNumber).toBe(earliest);
          expect(offered?.event.draw_number).toBe(earliest);
          expect(draws[offered!.drawAdvance]).toBe(earliest);
        },
      ),
    );
  });
});

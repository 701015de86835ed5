import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { binomial } from "../games/binomial";
import { gameById } from "../games/lookup";
import { arbGame } from "../testing";
import { advancePlayDrawCount, defaultSlikpikOption, multiDrawCounts } from "./draw-options";
import { buildPricingInformation, gamesPerBoard } from "./pricing-table";

const draws = Array.from({ length: 100 }, (_, i) => 500 + i);

/** Millionaire Medley's one-day (Friday) play over the Fridays among `draws`. */
const fridaysOneDay = () =>
  buildPricingInformation({
    gameId: 5303,
    unitPrice: 50,
    drawNumbers: draws.filter((n) => n % 3 === 2),
    oneDay: true,
  });

describe("buildPricingInformation (docs/decisions.md#d5: one rule for every price)", () => {
  it("prices Powerball like the 2023 table: System 8 = 8 games, System 9 = 36, Powerpik 7 = 20 (R-GAMESHEET)", () => {
    const table = buildPricingInformation({ gameId: 5132, unitPrice: 132, drawNumbers: draws });
    expect(table["7"]!["4"]!["1"]![0]).toEqual({
      bit8_advance_id: 0,
      label: "Next draw",
      price: 528,
      draws: [500],
    });
    expect(table["8"]!["1"]!["1"]![0]!.price).toBe(8 * 132);
    expect(table["9"]!["1"]!["1"]![0]!.price).toBe(36 * 132);
    expect(table.P7!["1"]!["1"]![0]!.price).toBe(2640);
    expect(table.P8!["1"]!["1"]![0]!.price).toBe(8 * 20 * 132);
    expect(Object.keys(table)).toEqual([...Array.from({ length: 14 }, (_, i) => String(7 + i)), "P7", "P8"]);
  });

  it("prices Saturday Lotto System 20 as 38,760 games and starts standard entries at 4 boards", () => {
    const table = buildPricingInformation({ gameId: 5127, unitPrice: 85, drawNumbers: draws });
    expect(table["20"]!["1"]!["1"]![0]!.price).toBe(38760 * 85);
    expect(Object.keys(table["6"]!)[0]).toBe("4");
    expect(Object.keys(table["6"]!).at(-1)).toBe("50");
    expect(Object.keys(table["7"]!)).toEqual(["1", "2", "3", "4", "5"]);
  });

  it("lists the draws an option covers and labels advance options", () => {
    const table = buildPricingInformation({
      gameId: 5130,
      unitPrice: 150,
      drawNumbers: draws,
      drawLabel: (n, a) => `+${a}: ${n}`,
    });
    const options = table["7"]!["1"]!["3"]!;
    expect(options).toHaveLength(10);
    expect(options[2]).toEqual({ bit8_advance_id: 2, label: "+2: 502", price: 450, draws: [502, 503, 504] });
    expect(
      buildPricingInformation({ gameId: 5130, unitPrice: 1, drawNumbers: draws })["7"]!["1"]!["1"]![1]!.label,
    ).toBe("Draw 501");
  });

  it("offers Millionaire Medley from exactly $2.00: one-day play, 4 games, one draw (R-GAMES 'tickets from $2')", () => {
    const oneDay = fridaysOneDay();
    const threeDay = buildPricingInformation({ gameId: 5303, unitPrice: 50, drawNumbers: draws });
    const prices = [oneDay, threeDay].flatMap((table) =>
      Object.values(table).flatMap((bySystem) =>
        Object.values(bySystem).flatMap((byBoards) =>
          Object.values(byBoards)
            .flat()
            .map((o) => o.price),
        ),
      ),
    );
    expect(Math.min(...prices)).toBe(200);
  });

  it("prices Set for Life per 7-draw entry and Millionaire Medley 3-Day Play in steps of 3 draws", () => {
    const sfl = buildPricingInformation({ gameId: 5237, unitPrice: 150, drawNumbers: draws });
    expect(Object.keys(sfl["7"]!["1"]!)).toEqual(["7", "14", "21", "28", "35", "42", "49", "56", "63", "70"]);
    expect(sfl["7"]!["2"]!["7"]![1]).toMatchObject({ price: 2 * 7 * 150, draws: draws.slice(1, 8) });
    const mm = buildPricingInformation({ gameId: 5303, unitPrice: 50, drawNumbers: draws });
    expect(mm["6"]!["4"]!["3"]!.map((o) => o.bit8_advance_id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(mm["6"]!["4"]!["3"]![1]!.draws).toEqual([501, 502, 503]);
  });

  it("counts Millionaire Medley one-day advance options in Mon/Wed/Fri draws: 0, 3, 6, 9 (R-STATES, R-VALIDATION)", () => {
    const oneDay = fridaysOneDay();
    const options = oneDay["6"]!["4"]!["2"]!;
    expect(options.map((o) => [o.bit8_advance_id, o.draws])).toEqual([
      [0, [500, 503]],
      [3, [503, 506]],
      [6, [506, 509]],
      [9, [509, 512]],
    ]);
  });

  it("leaves out options whose draws are not all on sale, and honours a board filter", () => {
    const table = buildPricingInformation({
      gameId: 2116,
      unitPrice: 50,
      drawNumbers: draws.slice(0, 10),
      boards: () => [1, 50],
    });
    expect(Object.keys(table["3"]!)).toEqual(["1", "50"]);
    expect(Object.keys(table["3"]!["1"]!)).toEqual(["1", "7"]);
    expect(table["3"]!["1"]!["7"]!.map((o) => o.bit8_advance_id)).toEqual([0, 1, 2, 3]);
    expect(buildPricingInformation({ gameId: 2116, unitPrice: 50, drawNumbers: [] })).toEqual({});
  });

  it("property: every price is unit × games per board × boards × draws", () => {
    fc.assert(
      fc.property(arbGame(), fc.integer({ min: 1, max: 300 }), (game, unit) => {
        const table = buildPricingInformation({
          gameId: game.id,
          unitPrice: unit,
          drawNumbers: draws,
          boards: () => [1, 3],
        });
        for (const [key, byBoards] of Object.entries(table)) {
          const powerpik = key.startsWith("P");
          const perBoard = unit * gamesPerBoard(game.id, Number(key.replace("P", "")), powerpik);
          for (const [boards, byDraws] of Object.entries(byBoards)) {
            for (const [count, options] of Object.entries(byDraws)) {
              const wrong = options.filter(
                (o) =>
                  o.price !== perBoard * Number(boards) * Number(count) || o.draws.length !== Number(count),
              );
              expect(wrong).toEqual([]);
            }
          }
        }
      }),
      { numRuns: 8 },
    );
  });
});

describe("buildPricingInformation with a Saturday Lotto special draw (R-STATES: odd numbers)", () => {
  const regular = Array.from({ length: 14 }, (_, i) => 4100 + 2 * i);
  const withSpecial = (special: number, from = regular) =>
    buildPricingInformation({
      gameId: 5127,
      unitPrice: 85,
      drawNumbers: [...from, special].sort((a, b) => a - b),
      specialDrawNumbers: [special],
    })["6"]!["4"]!;

  it("sells the special draw alone, after the regular draw before it, and moves later draws up by one", () => {
    const table = withSpecial(4105);
    expect(table["1"]!.slice(0, 5).map((o) => [o.bit8_advance_id, o.draws])).toEqual([
      [0, [4100]],
      [1, [4102]],
      [2, [4104]],
      [3, [4105]],
      [4, [4106]],
    ]);
    expect(table["3"]!.slice(0, 4).map((o) => o.draws)).toEqual([
      [4100, 4102, 4104],
      [4102, 4104, 4106],
      [4104, 4106, 4108],
      [4106, 4108, 4110],
    ]);
    expect(table["3"]!.map((o) => o.bit8_advance_id).slice(0, 4)).toEqual([0, 1, 2, 4]);
  });

  it("makes a special draw on sale before every regular one the next draw", () => {
    const table = withSpecial(4099);
    expect(table["1"]!.slice(0, 2)).toEqual([
      { bit8_advance_id: 0, label: "Next draw", price: 340, draws: [4099] },
      { bit8_advance_id: 1, label: "Draw 4100", price: 340, draws: [4100] },
    ]);
    expect(table["2"]![0]).toMatchObject({ bit8_advance_id: 1, draws: [4100, 4102] });
  });

  it("property: advance ids are distinct whole numbers in draw order, and only one-draw entries play a special draw", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 1, max: 10 }),
        (first, specialAt, count) => {
          const onSale = regular.slice(first);
          const special = 4099 + 2 * specialAt;
          const options = withSpecial(special, onSale)[String(count)] ?? [];
          const ids = options.map((o) => o.bit8_advance_id);
          expect(ids.every((id) => Number.isInteger(id) && id >= 0 && !Object.is(id, -0))).toBe(true);
          expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
          const firsts = options.map((o) => o.draws[0]!);
          expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
          for (const option of options) {
            expect(option.draws.includes(special)).toBe(count === 1 && option.draws[0] === special);
          }
        },
      ),
    );
  });
});

describe("draw options (R-GAMES, R-VALIDATION, R-LIMITS)", () => {
  it("sells multi-week counts per game", () => {
    expect(multiDrawCounts(5127)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(multiDrawCounts(2116)).toEqual([1, 7, 14, 21, 28]);
    expect(multiDrawCounts(5303).slice(0, 3)).toEqual([3, 6, 9]);
    expect(multiDrawCounts(5303, true).slice(0, 3)).toEqual([1, 2, 3]);
  });

  it("accepts an advance draw only a whole number of steps ahead and below the option count", () => {
    expect(advancePlayDrawCount(5127, 4000, 4006, 10)).toBe(3);
    expect(advancePlayDrawCount(5127, 4000, 4005, 10)).toBeNull();
    expect(advancePlayDrawCount(5130, 1500, 1510, 10)).toBeNull();
    expect(advancePlayDrawCount(5130, 1500, 1499, 10)).toBeNull();
    expect(advancePlayDrawCount(2116, 9000, 9006, 7)).toBe(6);
    expect(advancePlayDrawCount(5303, 100, 101, 2)).toBe(1);
    expect(advancePlayDrawCount(5303, 100, 150, 2)).toBe(50);
    expect(advancePlayDrawCount(5127, 4000, 4001, 10)).toBeNull();
  });

  it("property: a valid advance count maps back to its draw number", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(5127, 5130, 5132, 2115, 2116, 5237),
        fc.integer({ min: 0, max: 30 }),
        (id, k) => {
          const step = gameById(id).drawNumberStep;
          const result = advancePlayDrawCount(id, 1000, 1000 + k * step, 10);
          expect(result).toBe(k < 10 ? k : null);
        },
      ),
    );
  });

  it("defaults the slikpik option to 18 boards of 6 numbers (3 for Cash 3), one draw (R-LIMITS)", () => {
    expect(defaultSlikpikOption(5127)).toEqual({ boards: 18, system: 6, multidraw: 1 });
    expect(defaultSlikpikOption(2116)).toEqual({ boards: 18, system: 3, multidraw: 1 });
  });

  it("counts games per board: C(N,k), ×20 for powerpik, 1 for digits", () => {
    expect(gamesPerBoard(5127, 20, false)).toBe(binomial(20, 6));
    expect(gamesPerBoard(5132, 8, true)).toBe(160);
    expect(gamesPerBoard(2115, 6, false)).toBe(1);
    expect(gamesPerBoard(5127, 6, true)).toBe(1);
  });
});

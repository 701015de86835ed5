import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { arbGame } from "../testing";
import { multiDrawCounts } from "./draw-options";
import { homeQuickPicks } from "./home-quick-picks";

const config = (boards: number) => ({ default_ticket: { system: 0, boards, weeks: 1, advance: 0 } });

describe("homeQuickPicks (R-SCREENS two quick picks, R-LIMITS default slikpik option)", () => {
  it("offers the default ticket and 18 boards for one draw", () => {
    expect(homeQuickPicks(5132, config(1))).toEqual([
      { boards: 1, system: 7, multidraw: 1 },
      { boards: 18, system: 7, multidraw: 1 },
    ]);
    expect(homeQuickPicks(5127, config(4)).map((o) => o.boards)).toEqual([4, 18]);
    expect(homeQuickPicks(2116, config(1))).toEqual([
      { boards: 1, system: 0, multidraw: 1 },
      { boards: 18, system: 0, multidraw: 1 },
    ]);
  });

  it("keeps to the game's board range and its draw counts (Set for Life: 15 boards, 7 draws)", () => {
    expect(homeQuickPicks(5237, config(1))).toEqual([
      { boards: 1, system: 7, multidraw: 7 },
      { boards: 15, system: 7, multidraw: 7 },
    ]);
  });

  it("always gives one or two distinct, sellable options for every game and default", () => {
    fc.assert(
      fc.property(arbGame(), fc.integer({ min: -5, max: 80 }), (game, boards) => {
        const options = homeQuickPicks(game.id, config(boards));
        expect(options.length).toBeGreaterThanOrEqual(1);
        expect(options.length).toBeLessThanOrEqual(2);
        expect(new Set(options.map((o) => o.boards)).size).toBe(options.length);
        for (const o of options) {
          expect(o.boards).toBeGreaterThanOrEqual(game.minBoards);
          expect(o.boards).toBeLessThanOrEqual(game.maxBoards);
          expect(multiDrawCounts(game.id)).toContain(o.multidraw);
        }
      }),
    );
  });
});

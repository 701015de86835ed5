import { describe, expect, it } from "vitest";
import { defaultEntryOptions } from "../pricing/entry-options";
import { purchaseConfigFor } from "../testing";
import { entryFromCoupon } from "./game-entry-rules";

const saturday = purchaseConfigFor(5127, 85);
const cash3 = purchaseConfigFor(2116, 50);

describe("coupons the config no longer prices at their length", () => {
  it("takes a 50c stake for a Cash 3 group with an unknown stake code", () => {
    const group = {
      group_name: "A",
      numbers: [1, 2, 3],
      powerball: null,
      quickpick: 0 as const,
      stake: 0 as const,
      type: 1 as const,
    };
    const entry = entryFromCoupon(cash3, defaultEntryOptions(cash3), { game_data: [group] });
    expect(entry.options.setAllBoards).toEqual({ stake: 50, exact: true, any: false });
    expect(entry.boards[0]?.stake).toBe(50);
  });

  it("fits a one-game favourite to Saturday Lotto's 4-game minimum with empty boards", () => {
    const group = {
      group_name: "A",
      numbers: [1, 2, 3, 4, 5, 6],
      powerball: null,
      quickpick: 1 as const,
      stake: 0 as const,
      type: 1 as const,
    };
    const entry = entryFromCoupon(saturday, defaultEntryOptions(saturday), { game_data: [group] });
    expect(entry.options.numberOfBoards).toBe("4");
    expect(entry.boards.map((b) => b.numbers.length)).toEqual([6, 0, 0, 0]);
    expect(entry.quickPicked).toEqual([true, false, false, false]);
  });
});

import { describe, expect, it } from "vitest";
import { specialDrawAdvance } from "./game-entry-special-draw";

describe("special draw advance (R-STATES)", () => {
  const draw = {
    gameId: 5127,
    specialDrawNumber: 4511,
    upcomingDrawNumber: 4509,
    salesCloseDate: "2026-12-31",
    drawAdvance: 1,
  };

  it("points at an odd Saturday Lotto special draw, not an even one", () => {
    expect(specialDrawAdvance(draw, true)).toBe(1);
    expect(specialDrawAdvance({ ...draw, specialDrawNumber: 4512 }, true)).toBeNull();
    expect(specialDrawAdvance(draw, false)).toBeNull();
  });

  it("moves a Millionaire Medley one-day play to its weekday: Friday after a Monday special is +2", () => {
    const mm = { ...draw, gameId: 5303, specialDrawNumber: 800, drawAdvance: 3, weekday: 1 as const };
    expect(specialDrawAdvance({ ...mm, playDay: "Friday" }, true)).toBe(5);
    expect(specialDrawAdvance({ ...mm, playDay: null }, true)).toBe(3);
    expect(specialDrawAdvance(mm, true)).toBe(3);
  });
});

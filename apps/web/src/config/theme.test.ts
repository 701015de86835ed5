import { GAMES } from "@lotto/core";
import { describe, expect, it } from "vitest";
import { colors, gameColourOf, gameColours } from "./theme";

describe("per-game colours", () => {
  it("gives every catalogue game its own colour and 5128/5129 Saturday Lotto's (5127)", () => {
    for (const game of GAMES) expect(gameColours[game.id]).toBe(game.colour);
    expect(gameColours[5128]).toBe(gameColours[5127]);
    expect(gameColours[5129]).toBe(gameColours[5127]);
    expect(new Set(GAMES.map((g) => gameColours[g.id])).size).toBe(GAMES.length);
  });

  it("falls back to the brand colour for an unknown id", () => {
    expect(gameColourOf(1)).toBe(colors.primary);
  });
});

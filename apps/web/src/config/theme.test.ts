import { GAMES } from "@lotto/core";
import { describe, expect, it } from "vitest";
import { colors, gameColourOf, gameColours, mediaExtraSmall, mediaShortViewport, sizes } from "./theme";

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

describe("spec §9 viewport classes and sizes", () => {
  it("calls a viewport short under 770 px high and extra-small under 370 px wide", () => {
    expect(mediaShortViewport).toBe("@media (max-height: 769.98px)");
    expect(mediaExtraSmall).toBe("@media (max-width: 369.98px)");
  });

  it("gives the login card 450 px, sign-up 600 px, and shared dialogs the login card's width", () => {
    expect(sizes.loginCardWidth).toBe(450);
    expect(sizes.signUpCardWidth).toBe(600);
    expect(sizes.dialogWidth).toBe(sizes.loginCardWidth);
    expect([sizes.overlayHeight, sizes.overlayWidth]).toEqual([150, 220]);
  });
});

import { GAMES } from "@lotto/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  colors,
  contrastRatio,
  gameColourOf,
  gameColours,
  mediaExtraSmall,
  mediaShortViewport,
  palette,
  sizes,
  space,
  textOn,
  textPairs,
  type,
} from "./theme";

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

describe("text on a coloured background", () => {
  it("measures WCAG contrast: black on white is 21:1, a colour on itself 1:1", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21);
    expect(contrastRatio("#00653a", "#00653a")).toBe(1);
  });

  it("keeps white on the brand green and picks black on the game colours where white fails", () => {
    expect(textOn(colors.primary)).toBe("#ffffff");
    const failWhite = GAMES.map((g) => g.colour).filter((c) => contrastRatio(c, "#ffffff") < 4.5);
    expect(failWhite.length).toBeGreaterThan(0);
    for (const colour of failWhite) expect(textOn(colour)).toBe("#000000");
  });

  it("gives text of at least 4.5:1 (WCAG AA) on any colour", () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, "0")}`);
    fc.assert(fc.property(hex, (bg) => contrastRatio(textOn(bg), bg) >= 4.5));
  });
});

describe("R-LIMITS viewport classes and sizes", () => {
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

describe("design tokens", () => {
  it("meets WCAG AA for every text/background pair the components use", () => {
    const failing = textPairs
      .map(({ fg, bg, min }) => ({
        pair: `${fg} on ${bg}`,
        ratio: contrastRatio(colors[fg], colors[bg]),
        min,
      }))
      .filter(({ ratio, min }) => ratio < min);
    expect(failing).toEqual([]);
  });

  it("maps every semantic colour to a primitive of the palette (the overlay scrim aside)", () => {
    const primitives = new Set<string>(Object.values(palette));
    const loose = Object.entries(colors).filter(
      ([name, value]) => name !== "overlay" && !primitives.has(value),
    );
    expect(loose).toEqual([]);
  });

  it("uses the 12-32 px type scale and a 4 px spacing grid", () => {
    expect(Object.values(type.size).map((rem) => Number.parseFloat(rem) * 16)).toEqual([
      12, 14, 16, 20, 24, 32,
    ]);
    for (const step of Object.values(space)) expect(Number.parseInt(step, 10) % 4).toBe(0);
  });
});

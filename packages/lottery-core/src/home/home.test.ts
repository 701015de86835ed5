import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardJackpotText, gameJackpotText, JACKPOT_TO_BE_CONFIRMED } from "./card-jackpot-text";
import { PROMO_GAME_IDS, promoSlides } from "./promo-slides";

const slide = (gameId: number) => ({
  gameId,
  backgroundUrl: "/bg.jpg",
  text: `Game ${gameId}`,
  hideGameInfo: false,
});

describe("promoSlides (R-HOME promo slider)", () => {
  it("keeps only games 5130, 5132, 5127 and 5303, in order", () => {
    const info = [slide(5130), slide(2116), slide(5132), slide(5237), slide(5127), slide(5303), slide(2115)];
    expect(promoSlides(info, undefined).map((s) => s.gameId)).toEqual([5130, 5132, 5127, 5303]);
  });

  it("caps the slides at the configured maximum, skips malformed entries and reads hideGameInfo strictly", () => {
    expect(promoSlides([slide(5130), null, { gameId: "x" }, slide(5132), slide(5127)], 2)).toHaveLength(2);
    expect(promoSlides([slide(5130)], 0)).toEqual([]);
    const [hidden, shown] = promoSlides(
      [
        { ...slide(5130), hideGameInfo: true, extra: 1 },
        { ...slide(5132), hideGameInfo: "yes" },
      ],
      undefined,
    );
    expect(hidden).toEqual({ ...slide(5130), hideGameInfo: true });
    expect(shown!.hideGameInfo).toBe(false);
  });

  it("keeps a slide's narrow-screen artwork when it is a string", () => {
    const [condensed, plain] = promoSlides(
      [
        { ...slide(5130), backgroundUrlCondensed: "/bg-narrow.jpg" },
        { ...slide(5132), backgroundUrlCondensed: 7 },
      ],
      undefined,
    );
    expect(condensed).toEqual({ ...slide(5130), backgroundUrlCondensed: "/bg-narrow.jpg" });
    expect(plain).toEqual(slide(5132));
  });

  it("property: never more than the maximum nor a non-promo game", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(5130, 5132, 5127, 5303, 2115, 2116, 5237)),
        fc.nat(10),
        (ids, max) => {
          const out = promoSlides(ids.map(slide), max);
          expect(out.every((s) => PROMO_GAME_IDS.includes(s.gameId))).toBe(true);
          expect(out.length).toBe(Math.min(max, ids.filter((id) => PROMO_GAME_IDS.includes(id)).length));
        },
      ),
    );
  });
});

describe("cardJackpotText (R-HOME cards)", () => {
  it("shows Set for Life's monthly prize, the server's text, or null for 'To be confirmed'", () => {
    expect(cardJackpotText(5237, "$4.8M")).toBe("$20K a mth for 20yrs");
    expect(cardJackpotText(5132, "$30 Million")).toBe("$30 Million");
    expect(cardJackpotText(5130, "  ")).toBeNull();
    expect(cardJackpotText(5130, undefined)).toBeNull();
  });

  it("property: Set for Life always has its text; others keep any non-blank text", () => {
    fc.assert(
      fc.property(fc.constantFrom(5130, 5132, 5127, 5303, 2115, 2116), fc.string(), (id, text) => {
        expect(cardJackpotText(5237, text)).toBe("$20K a mth for 20yrs");
        expect(cardJackpotText(id, text)).toBe(text.trim() ? text : null);
      }),
    );
  });
});

describe("gameJackpotText (R-SCREENS home cards)", () => {
  it("words jackpots in millions or dollars, a game's own text, and falls back to 'To be confirmed'", () => {
    expect(gameJackpotText(5130, 1_234_567_890)).toBe("$12.3 Million");
    expect(gameJackpotText(5130, 50_000_000)).toBe("$500,000");
    expect(gameJackpotText(5127, 0)).toBe(JACKPOT_TO_BE_CONFIRMED);
    expect(gameJackpotText(5303, 0)).toBe("$1 Million");
  });

  it("property: a game without its own text never words more than its jackpot", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 }), (cents) => {
        const shown = gameJackpotText(5130, cents);
        const dollars = Number(shown.replace(/[$,]|\sMillion/g, "")) * (shown.endsWith("Million") ? 1e6 : 1);
        expect(Math.round(dollars * 100)).toBeLessThanOrEqual(cents);
      }),
    );
  });
});

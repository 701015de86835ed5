import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GAMES } from "../games/catalogue";
import { gameById } from "../games/lookup";
import { dividendText } from "./dividend-text";

describe("dividendText", () => {
  it("pays to the cent", () => {
    expect(dividendText(gameById(5132), { division: 4, each: 790, winners: 12 })).toBe("$7.90");
    expect(dividendText(gameById(5127), { division: 1, each: 123_456_789, winners: 1 })).toBe(
      "$1,234,567.89",
    );
  });

  it("says 'No winners' instead of $0.00, with a jackpot game's Division 1 rolling over", () => {
    expect(dividendText(gameById(5132), { division: 1, each: 0, winners: 0 })).toBe(
      "No winners: jackpots to the next draw",
    );
    expect(dividendText(gameById(5132), { division: 5, each: 0, winners: 0 })).toBe("No winners");
    // Millionaire Medley's and Set for Life's fixed Division 1 has nothing to roll.
    expect(dividendText(gameById(5303), { division: 1, each: 0, winners: 0 })).toBe("No winners");
    expect(dividendText(gameById(5237), { division: 1, each: 0, winners: 0 })).toBe("No winners");
  });

  it("reads Set for Life's Division 1 as its annuity, shared or not", () => {
    expect(dividendText(gameById(5237), { division: 1, each: 480_000_000, winners: 1 })).toBe(
      "$20,000 a month for 20 years",
    );
    expect(dividendText(gameById(5237), { division: 1, each: 384_000_000, winners: 5 })).toBe(
      "$16,000 a month for 20 years",
    );
    expect(dividendText(gameById(5237), { division: 2, each: 6_000_000, winners: 1 })).toBe("$60,000.00");
  });

  it("never reads $0.00 or an amount for a division nobody won (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAMES), fc.integer({ min: 1, max: 9 }), (game, division) => {
        const text = dividendText(game, { division, each: 0, winners: 0 });
        expect(text.startsWith("No winners")).toBe(true);
        expect(text).not.toMatch(/\$/);
      }),
    );
  });
});

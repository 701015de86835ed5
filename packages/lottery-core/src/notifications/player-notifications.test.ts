import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GAMES } from "../games/catalogue";
import {
  JACKPOT_ALERT_THRESHOLDS,
  jackpotAlertDue,
  jackpotAmountText,
  notificationText,
  winAmountText,
  winNextStepText,
} from "./player-notifications";

describe("player notifications", () => {
  it("writes the three kinds of line", () => {
    expect(notificationText({ kind: "drawn", gameId: 5127, drawNumber: 4640, amount: null })).toBe(
      "No win this time on Saturday Lotto draw 4640",
    );
    expect(notificationText({ kind: "won", gameId: 5132, drawNumber: 1594, amount: 21_410 })).toBe(
      "You won $214.10 on Powerball draw 1594",
    );
    expect(
      notificationText({ kind: "jackpot", gameId: 5132, drawNumber: 1490, amount: 10_000_000_000 }),
    ).toBe("Powerball jackpot is now $100 million");
  });

  it("says what the player's autoplays bought or why they skipped a draw", () => {
    expect(notificationText({ kind: "autoplay-bought", gameId: 5127, drawNumber: 4640, amount: 680 })).toBe(
      "Autoplay bought Saturday Lotto draw 4640 for $6.80",
    );
    expect(
      notificationText({
        kind: "autoplay-skipped",
        gameId: 5132,
        drawNumber: 1594,
        amount: null,
        reason: "limit",
      }),
    ).toBe("Autoplay skipped Powerball draw 1594: Buying it would have gone over your weekly spend limit.");
    expect(
      notificationText({ kind: "autoplay-skipped", gameId: 5132, drawNumber: 1594, amount: null }),
    ).toContain("Your account cannot play");
  });

  it("names every game by its own name", () => {
    for (const game of GAMES) {
      expect(notificationText({ kind: "drawn", gameId: game.id, drawNumber: 7, amount: null })).toBe(
        `No win this time on ${game.name} draw 7`,
      );
      expect(notificationText({ kind: "won", gameId: game.id, drawNumber: 7, amount: 5 })).toBe(
        `You won $0.05 on ${game.name} draw 7`,
      );
    }
  });

  it("says where a win goes: the wallet, a claim, or both", () => {
    expect(winNextStepText(21_410, 0)).toBe("It has been paid into your wallet.");
    expect(winNextStepText(500_000, 500_000)).toBe(
      "A win this size is paid once claimed: we'll contact you to arrange your claim, then pay it into your wallet.",
    );
    expect(winNextStepText(600_000, 500_000)).toBe(
      "$1,000.00 has been paid into your wallet. The other $5,000.00 is paid once claimed: we'll contact you to arrange your claim, then pay it into your wallet.",
    );
  });

  it("writes wins to the cent with thousands separators", () => {
    expect(winAmountText(5)).toBe("$0.05");
    expect(winAmountText(123_456_789)).toBe("$1,234,567.89");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        const text = winAmountText(cents);
        expect(Math.round(Number(text.replace(/[$,]/g, "")) * 100)).toBe(cents);
      }),
    );
  });

  it("writes jackpots in millions down to a tenth, never rounding up", () => {
    expect(jackpotAmountText(250_000_000)).toBe("$2.5 million");
    expect(jackpotAmountText(1_299_999_999)).toBe("$12.9 million");
    expect(jackpotAmountText(150_000_000_000)).toBe("$1,500 million");
    expect(jackpotAmountText(50_000_000)).toBe("$500,000");
    fc.assert(
      fc.property(fc.integer({ min: 100_000_000, max: 1_000_000_000_000 }), (cents) => {
        const shown = Number(jackpotAmountText(cents).replace(/[$,]|\smillion/g, "")) * 100_000_000;
        expect(shown).toBeLessThanOrEqual(cents + 1e-3);
        expect(cents - shown).toBeLessThan(10_000_000);
      }),
    );
  });

  it("alerts when a chosen threshold is reached, never without one", () => {
    expect(jackpotAlertDue(10_000_000_000, 5_000_000_000)).toBe(true);
    expect(jackpotAlertDue(5_000_000_000, 5_000_000_000)).toBe(true);
    expect(jackpotAlertDue(4_999_999_999, 5_000_000_000)).toBe(false);
    expect(jackpotAlertDue(0, 0)).toBe(false);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 1, max: 1e12 }),
        (jackpot, threshold) => {
          expect(jackpotAlertDue(jackpot, null)).toBe(false);
          expect(jackpotAlertDue(jackpot, threshold)).toBe(jackpot >= threshold);
        },
      ),
    );
    expect([...JACKPOT_ALERT_THRESHOLDS].sort((a, b) => a - b)).toEqual(JACKPOT_ALERT_THRESHOLDS);
  });
});

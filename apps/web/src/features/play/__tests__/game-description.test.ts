import { GAMES, gameBySlug, gameDescriptionText } from "@lotto/core";
import { describe, expect, it } from "vitest";
import { gameDescription } from "../hooks/game-description";

const titles = (slug: string, remote?: unknown) =>
  gameDescription(gameBySlug(slug)!, remote).extra?.map((e) => e.title);

describe("a game page's description (R-ENTITIES Game description)", () => {
  it("shows every field of the team's text, PowerPick only where the game offers it", () => {
    for (const game of GAMES) {
      const d = gameDescription(game, undefined);
      const own = gameDescriptionText(game.id);
      expect(d.info).toBe(own.info);
      expect(d.howToWin).toBe(own.howToWin);
      expect(d.odds.map((o) => o.prize)).toEqual(game.divisions.map((x) => own.prizes[x.division]));
      expect(d.extra?.map((e) => e.text)).toContain(own.howWillIKnow);
    }
    expect(titles("powerball")).toEqual([
      "Standard game",
      "System game",
      "Multi-draw",
      "Advance play",
      "PowerPick",
      "How will I know if I've won?",
      "More about entries",
    ]);
    expect(titles("saturday-lotto")).not.toContain("PowerPick");
    expect(titles("saturday-lotto", { powerpik: "Not here" })).not.toContain("PowerPick");
  });

  it("takes remote config's fields one by one, and its odds only when every line is well formed", () => {
    const game = gameBySlug("saturday-lotto")!;
    const odds = [
      { division: 1, what: "6 winning numbers", oddsOfWinning: "8,145,060", prizes: "$30 million" },
    ];
    const d = gameDescription(game, { info: "Megadraw week!", multiDraw: "", odds });
    expect(d.info).toBe("Megadraw week!");
    expect(d.howToWin).toBe(gameDescriptionText(5127).howToWin);
    expect(d.extra?.find((e) => e.title === "Multi-draw")?.text).toBe(gameDescriptionText(5127).multiDraw);
    expect(d.odds).toEqual([
      { division: 1, what: "6 winning numbers", oddsOfWinning: "8,145,060", prize: "$30 million" },
    ]);
    const bad = gameDescription(game, { odds: [...odds, { division: "2" }], info: 5 });
    expect(bad.odds).toHaveLength(game.divisions.length);
    expect(bad.info).toBe(gameDescriptionText(5127).info);
    expect(gameDescription(game, "junk").info).toBe(gameDescriptionText(5127).info);
  });
});

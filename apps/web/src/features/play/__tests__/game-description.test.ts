import { GAMES, gameBySlug, gameDescriptionText } from "@lotto/core";
import { describe, expect, it } from "vitest";
import { gameDescription } from "../hooks/game-description";

const titles = async (slug: string, remote?: unknown) => {
  const game = gameBySlug(slug)!;
  return gameDescription(game, await game.description(), remote).extra?.map((e) => e.title);
};

describe("a game page's description (R-ENTITIES Game description)", () => {
  it("shows every field of the team's text, PowerPick only where the game offers it", async () => {
    for (const game of GAMES) {
      const own = await gameDescriptionText(game.id);
      const d = gameDescription(game, own, undefined);
      expect(d.info).toBe(own.info);
      expect(d.howToWin).toBe(own.howToWin);
      expect(d.odds.map((o) => o.prize)).toEqual(game.divisions.map((x) => own.prizes[x.division]));
      expect(d.extra?.map((e) => e.text)).toContain(own.howWillIKnow);
    }
    expect(await titles("powerball")).toEqual([
      "Standard game",
      "System game",
      "Multi-draw",
      "Advance play",
      "PowerPick",
      "How will I know if I've won?",
      "More about entries",
    ]);
    expect(await titles("saturday-lotto")).not.toContain("PowerPick");
    expect(await titles("saturday-lotto", { powerpik: "Not here" })).not.toContain("PowerPick");
  });

  it("takes remote config's fields one by one, and its odds only when every line is well formed", async () => {
    const game = gameBySlug("saturday-lotto")!;
    const own = await game.description();
    const odds = [
      { division: 1, what: "6 winning numbers", oddsOfWinning: "8,145,060", prizes: "$30 million" },
    ];
    const d = gameDescription(game, own, { info: "Megadraw week!", multiDraw: "", odds });
    expect(d.info).toBe("Megadraw week!");
    expect(d.howToWin).toBe(own.howToWin);
    expect(d.extra?.find((e) => e.title === "Multi-draw")?.text).toBe(own.multiDraw);
    expect(d.odds).toEqual([
      { division: 1, what: "6 winning numbers", oddsOfWinning: "8,145,060", prize: "$30 million" },
    ]);
    const bad = gameDescription(game, own, { odds: [...odds, { division: "2" }], info: 5 });
    expect(bad.odds).toHaveLength(game.divisions.length);
    expect(bad.info).toBe(own.info);
    expect(gameDescription(game, own, "junk").info).toBe(own.info);
  });
});

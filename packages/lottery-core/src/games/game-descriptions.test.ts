import { describe, expect, it } from "vitest";
import { GAMES } from "./catalogue";
import { gameDescriptionText } from "./lookup";

describe("game descriptions (R-ENTITIES Game description)", () => {
  it("describe every game with every text field, and a prize for each of its divisions", async () => {
    const texts = await Promise.all(GAMES.map((g) => g.description()));
    expect(new Set(texts).size).toBe(GAMES.length);
    for (const game of GAMES) {
      const d = await gameDescriptionText(game.id);
      for (const field of [
        d.info,
        d.howToWin,
        d.standardGame,
        d.systemGame,
        d.multiDraw,
        d.advancePlay,
        d.howWillIKnow,
        d.entryTypeExtraInfo,
      ]) {
        expect(field.trim().length).toBeGreaterThan(20);
      }
      expect(Object.keys(d.prizes).map(Number)).toEqual(game.divisions.map((x) => x.division));
    }
  });

  it("describe PowerPick exactly for the games that offer powerpik entries", async () => {
    for (const game of GAMES) {
      expect((await gameDescriptionText(game.id)).powerpik !== undefined).toBe(
        game.powerpikSystems.length > 0,
      );
    }
  });

  it("say 'not offered' for systems exactly where a game has no system sizes beyond standard", async () => {
    for (const game of GAMES) {
      expect((await gameDescriptionText(game.id)).systemGame.includes("not offered")).toBe(
        game.systems.length <= 1,
      );
    }
  });

  it("name each game's own draw days and close time", async () => {
    const days = ["", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
    for (const game of GAMES) {
      const { info } = await gameDescriptionText(game.id);
      if (game.drawWeekdays.length === 7) expect(info).toMatch(/every day/);
      else for (const d of game.drawWeekdays) expect(info).toContain(days[d]);
      const hour = Number(game.closeTime.slice(0, 2)) - 12;
      expect(info).toContain(`${hour}pm Perth time`);
    }
  });
});

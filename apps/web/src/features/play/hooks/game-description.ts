import { divisionChances, type GameDefinition, oneIn } from "@lotto/core";
import type { GameDescriptionProps } from "../components/game-description";

const WEEKDAYS = ["", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const odds = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 1 });

// "1 in N" of each division for a standard board, from core's chances.
function divisionOdds(game: GameDefinition): Record<number, string> {
  const chances = divisionChances(game);
  const out: Record<number, string> = {};
  for (const [division, p] of Object.entries(chances)) {
    const n = oneIn(p);
    out[Number(division)] = n === null ? "—" : odds.format(n);
  }
  return out;
}

/**
 * The game description (spec §3 Game description): remote config's text when it has one for the game,
 * else core's facts — matrix, draw days and each division's combination with its odds.
 */
export function gameDescription(game: GameDefinition, remote: unknown): GameDescriptionProps {
  const r = (remote ?? {}) as Partial<GameDescriptionProps>;
  const byDivision = divisionOdds(game);
  const days = game.drawWeekdays.map((d) => WEEKDAYS[d]).join(", ");
  const pick =
    game.kind === "digits"
      ? `Pick ${game.pick} digits from 0 to 9.`
      : `Pick ${game.pick} numbers from ${game.numberMin} to ${game.numberMax}${game.powerballMax ? ` and a Powerball from 1 to ${game.powerballMax}` : ""}.`;
  return {
    info:
      typeof r.info === "string"
        ? r.info
        : `${game.name} is drawn ${days}; sales close at ${game.closeTime} Perth time.`,
    howToWin: typeof r.howToWin === "string" ? r.howToWin : pick,
    odds: Array.isArray(r.odds)
      ? r.odds
      : game.divisions.map((d) => ({
          division: d.division,
          what: d.combination,
          oddsOfWinning: byDivision[d.division] ?? "—",
          prize: "See results",
        })),
  };
}

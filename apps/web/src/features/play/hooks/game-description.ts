import { divisionChances, type GameDefinition, type GameDescriptionText, oneIn } from "@lotto/core";
import type { GameDescriptionProps, OddsLine } from "../components/game-description";

const odds = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 1 });

/** The text fields of a description remote config may replace one by one (R-ENTITIES Game description). */
const TEXT_FIELDS = [
  "info",
  "howToWin",
  "standardGame",
  "systemGame",
  "multiDraw",
  "advancePlay",
  "howWillIKnow",
  "powerpik",
  "entryTypeExtraInfo",
] as const;

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

/** Remote config's odds list when every line is well formed, else null (the built-in list shows). */
function remoteOdds(value: unknown): OddsLine[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const lines: OddsLine[] = [];
  for (const line of value as Record<string, unknown>[]) {
    const prize = line?.prize ?? line?.prizes;
    if (
      typeof line?.division !== "number" ||
      typeof line.what !== "string" ||
      typeof line.oddsOfWinning !== "string" ||
      typeof prize !== "string"
    )
      return null;
    lines.push({ division: line.division, what: line.what, oddsOfWinning: line.oddsOfWinning, prize });
  }
  return lines;
}

/**
 * The game description (R-ENTITIES Game description): the team's text from core (`own`, which the
 * game's definition loads) for every field, each replaced by remote config's `gameDescription[gameId]`
 * field when that is a non-empty string (the odds list when every line is well formed). The odds come
 * from the game's divisions.
 */
export function gameDescription(
  game: GameDefinition,
  own: GameDescriptionText,
  remote: unknown,
): GameDescriptionProps {
  const r = (typeof remote === "object" && remote !== null ? remote : {}) as Record<string, unknown>;
  const byDivision = divisionOdds(game);
  const text = (field: (typeof TEXT_FIELDS)[number]) => {
    const value = r[field];
    return typeof value === "string" && value.trim() !== "" ? value : own[field];
  };
  // PowerPick is described only for a game that offers it.
  const powerpik = game.powerpikSystems.length > 0 ? text("powerpik") : undefined;
  return {
    info: text("info") ?? "",
    howToWin: text("howToWin") ?? "",
    odds:
      remoteOdds(r.odds) ??
      game.divisions.map((d) => ({
        division: d.division,
        what: d.combination,
        oddsOfWinning: byDivision[d.division] ?? "—",
        prize: own.prizes[d.division] ?? "See results",
      })),
    extra: [
      { title: "Standard game", text: text("standardGame") ?? "" },
      { title: "System game", text: text("systemGame") ?? "" },
      { title: "Multi-draw", text: text("multiDraw") ?? "" },
      { title: "Advance play", text: text("advancePlay") ?? "" },
      ...(powerpik ? [{ title: "PowerPick", text: powerpik }] : []),
      { title: "How will I know if I've won?", text: text("howWillIKnow") ?? "" },
      { title: "More about entries", text: text("entryTypeExtraInfo") ?? "" },
    ],
  };
}

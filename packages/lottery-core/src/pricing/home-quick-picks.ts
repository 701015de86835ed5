import { definitionOf, type GameRef } from "../games/lookup";
import type { PurchaseConfig } from "../model/entities";
import { defaultSlikpikOption, multiDrawCounts } from "./draw-options";

/** One home-card quick pick before pricing: its board count, system and draws (R-ENTITIES slikpik option). */
export interface HomeQuickPick {
  boards: number;
  /** The game's standard system; 0 for digit games, as on the wire. */
  system: number;
  multidraw: number;
}

/**
 * The two quick picks of a home card (R-SCREENS "two quick-pick options"): the purchase config's default
 * ticket, and core's default slikpik option (R-LIMITS: 18 boards, one draw) within the game's board
 * range. A game whose entries cannot be one draw (Set for Life spans seven, 3-Day Play three) takes its
 * first multi-draw count. One option when both come to the same boards.
 * @example homeQuickPicks(gameBySlug("powerball")!, config) // [{ boards: 1, … }, { boards: 18, system: 7, multidraw: 1 }]
 */
export function homeQuickPicks(
  ref: GameRef,
  config: Pick<PurchaseConfig, "default_ticket">,
): HomeQuickPick[] {
  const game = definitionOf(ref);
  const slikpik = defaultSlikpikOption(game);
  const counts = multiDrawCounts(game);
  const multidraw = counts.includes(slikpik.multidraw) ? slikpik.multidraw : counts[0]!;
  const system = game.kind === "digits" ? 0 : game.systems[0]!;
  const clamp = (n: number) => Math.min(game.maxBoards, Math.max(game.minBoards, n));
  const boards = [...new Set([clamp(config.default_ticket.boards), clamp(slikpik.boards)])];
  return boards.sort((a, b) => a - b).map((n) => ({ boards: n, system, multidraw }));
}

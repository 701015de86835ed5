import { gameBySlug } from "../games/lookup";

/** How an alert bar looks (R-ENTITIES Alerts: severity). */
export type SystemAlertSeverity = "info" | "success" | "warning" | "error";

/**
 * A configured alert (R-ENTITIES Alerts: show, message, severity, icon), either system-wide, per page or
 * per game: with neither `pages` nor `games` it shows everywhere; otherwise on the listed paths and
 * on the pages of the listed game ids.
 */
export interface SystemAlert {
  show: boolean;
  message: string;
  severity: SystemAlertSeverity;
  icon?: string;
  /** Exact paths, e.g. "/results". */
  pages?: readonly string[];
  /** Game ids whose `/games/{slug}` page shows it. */
  games?: readonly number[];
}

const GAME_PATH = /^\/games\/([^/]+)\/?$/;

/** The game id of a `/games/{slug}` path, or null elsewhere. */
function gameIdOf(pathname: string): number | null {
  const slug = GAME_PATH.exec(pathname)?.[1];
  return slug ? (gameBySlug(slug)?.id ?? null) : null;
}

const isScoped = (a: SystemAlert) => (a.pages?.length ?? 0) > 0 || (a.games?.length ?? 0) > 0;

/**
 * The alerts to show on `pathname`, in configured order (R-ENTITIES Alerts, system alerts per page and
 * game): those switched on with a message, system-wide or naming this page or this page's game.
 * @example systemAlertsFor([{ show: true, message: "Draw delayed", severity: "warning", games: [gameBySlug("powerball")!.id] }], "/games/powerball") // that alert
 */
export function systemAlertsFor(alerts: readonly SystemAlert[], pathname: string): SystemAlert[] {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const gameId = gameIdOf(path);
  return alerts.filter(
    (a) =>
      a.show &&
      a.message.trim() !== "" &&
      (!isScoped(a) ||
        (a.pages ?? []).includes(path) ||
        (gameId !== null && (a.games ?? []).includes(gameId))),
  );
}

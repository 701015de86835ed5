/** Paths the app wrapper opens without login (R-STATES session, R-ROLES native app wrapper). */
const APP_OPEN_PATHS: ReadonlySet<string> = new Set(["/", "/contactus", "/play-responsibly", "/results"]);

/**
 * Whether the native app wrapper may show `pathname` without a login (R-STATES, R-ROLES): /, /contactus,
 * /play-responsibly, /results and any /games page. Query and hash are ignored.
 * @example isAppOpenPath("/games/powerball?gameStatus=started") // true
 */
export function isAppOpenPath(pathname: string): boolean {
  const path = pathname.replace(/[?#][\s\S]*$/, "");
  return APP_OPEN_PATHS.has(path) || path === "/games" || path.startsWith("/games/");
}

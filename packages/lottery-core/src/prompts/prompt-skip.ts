/** Account pages where prompts never open (R-STATES prompt skip rules). */
const SKIP_PATHS: ReadonlySet<string> = new Set(["/account", "/wallet", "/tickets", "/favourites"]);

/** Where the player is when prompts would be decided (R-STATES, R-ROLES). */
export interface PromptPlace {
  pathname: string;
  /** The query string, with or without the leading '?'. */
  search: string;
  loggedIn: boolean;
  /** True when the player navigated back to / after prompts were already decided this visit. */
  returnedHome: boolean;
  pendingAccountSetup: boolean;
}

// Core has no URL globals (ES lib only), so the query is read by hand.
function queryValue(search: string, key: string): string | null {
  for (const pair of search.replace(/^\?/, "").split("&")) {
    const [name, value = ""] = pair.split("=");
    if (name === key) return value;
  }
  return null;
}

/**
 * Whether prompts are skipped (R-STATES, R-ROLES): on /account, /wallet, /tickets and /favourites (but not
 * /wallet?tab=1, the payment details tab), on /games pages when logged out, after returning to /, and
 * for players with account setup pending.
 * @example arePromptsSkipped({ pathname: "/wallet", search: "?tab=1", loggedIn: true, returnedHome: false, pendingAccountSetup: false }) // false
 */
export function arePromptsSkipped(place: PromptPlace): boolean {
  if (place.pendingAccountSetup) return true;
  if (place.pathname === "/" && place.returnedHome) return true;
  if (!place.loggedIn && (place.pathname === "/games" || place.pathname.startsWith("/games/"))) return true;
  if (place.pathname === "/wallet" && queryValue(place.search, "tab") === "1") return false;
  return SKIP_PATHS.has(place.pathname);
}

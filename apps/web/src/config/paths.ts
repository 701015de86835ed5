/**
 * Every route of R-SCREENS with its `getHref` builder; the router and links read paths from here only.
 */

// A type-only import: the build reads this file too (vite/route-hints.ts), where core cannot load.
import type { GameDefinition, GameSlug, GameStatus } from "@lotto/core";

/** A game page slug of R-SCREENS, from core's catalogue. */
export type { GameSlug };

/** What a game page link may carry besides its status: a favourite or ticket to load, a quick pick. */
export interface GamePageQuery {
  favouriteId?: number | string;
  playAgain?: string;
  quickPick?: number;
  /** Opens the autoplay set-up over the loaded entry ("Play automatically" from Tickets or Favourites). */
  autoplay?: 1;
  /** An autoplay whose numbers the page edits. */
  autoplayId?: number;
}

/** Route table; `open` marks pages visitors may see (docs/decisions.md#d1); the app's are core's `isAppOpenPath`. */
export const paths = {
  home: { path: "/", getHref: () => "/", open: true },
  accountSetup: { path: "/account-setup", getHref: () => "/account-setup", open: false },
  account: {
    path: "/account",
    getHref: (tab?: number) => (tab === undefined ? "/account" : `/account?tab=${tab}`),
    open: false,
  },
  favourites: { path: "/favourites", getHref: () => "/favourites", open: false },
  /** The player's autoplays (ours: the spec has no such page; docs/decisions.md "Autoplay"). */
  autoplays: { path: "/autoplays", getHref: () => "/autoplays", open: false },
  wallet: {
    path: "/wallet",
    getHref: (tab?: 0 | 1 | 2 | 3 | 4) => (tab === undefined ? "/wallet" : `/wallet?tab=${tab}`),
    open: false,
  },
  tickets: {
    path: "/tickets",
    /** Tickets, or one ticket's details open (in one draw of it when `draw` is given). */
    getHref: (open?: { ticket: string; draw?: number }) => {
      if (!open) return "/tickets";
      const search = new URLSearchParams({ ticket: open.ticket });
      if (open.draw !== undefined) search.set("draw", String(open.draw));
      return `/tickets?${search}`;
    },
    open: false,
  },
  results: { path: "/results", getHref: () => "/results", open: true },
  contactUs: { path: "/contactus", getHref: () => "/contactus", open: true },
  membership: { path: "/membership", getHref: () => "/membership", open: false },
  cart: { path: "/cart", getHref: () => "/cart", open: false },
  terms: { path: "/terms", getHref: () => "/terms", open: true },
  privacy: { path: "/privacy", getHref: () => "/privacy", open: true },
  /** The notification centre (ours: the spec has no such page). */
  notifications: { path: "/notifications", getHref: () => "/notifications", open: false },
  playResponsibly: {
    path: "/play-responsibly",
    getHref: () => "/play-responsibly",
    open: true,
  },
  game: {
    path: "/games/:slug",
    getHref: (slug: GameSlug, gameStatus?: GameStatus) =>
      gameStatus ? `/games/${slug}?gameStatus=${gameStatus}` : `/games/${slug}`,
    /** The page of core's `game` in `gameStatus`, with what it should load. */
    forGame: (game: Pick<GameDefinition, "slug">, gameStatus: GameStatus, query: GamePageQuery = {}) => {
      const search = new URLSearchParams({ gameStatus });
      for (const [key, value] of Object.entries(query)) search.set(key, String(value));
      return `/games/${game.slug}?${search}`;
    },
    open: true,
  },
  activate: { path: "/activate", getHref: () => "/activate", open: true },
  resetPassword: { path: "/reset-password", getHref: () => "/reset-password", open: true },
  login: { path: "/login", getHref: () => "/login", open: true },
  entries: { path: "/entries", getHref: () => "/entries", open: true },
} as const;

const GAMES_PREFIX = "/games/";

/** True when `pathname` is a game page. */
export function isGamePath(pathname: string): boolean {
  return pathname.startsWith(GAMES_PREFIX);
}

/** True when a visitor may open `pathname` without logging in (docs/decisions.md#d1, R-ROLES). */
export function isOpenPath(pathname: string): boolean {
  if (isGamePath(pathname)) return true;
  return Object.values(paths).some((p) => p.open && p.path === pathname);
}

/** True when `pathname` is a known page that needs a login (docs/decisions.md#d1); unknown paths are 404s. */
export function isProtectedPath(pathname: string): boolean {
  return Object.values(paths).some((p) => !p.open && p.path === pathname);
}

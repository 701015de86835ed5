/**
 * Every route of spec §2 with its `getHref` builder; the router and links read paths from here only.
 */

/** Game page slugs of spec §2. */
export const GAME_SLUGS = [
  "saturday-lotto",
  "millionaire-medley",
  "oz-lotto",
  "powerball",
  "set-for-life",
  "cash-3",
  "super-66",
] as const;

/** A game page slug. */
export type GameSlug = (typeof GAME_SLUGS)[number];

/** Route table; `open` marks pages visitors may see (DECISIONS 1), `wrapperOpen` the app's open routes. */
export const paths = {
  home: { path: "/", getHref: () => "/", open: true, wrapperOpen: true },
  accountSetup: { path: "/account-setup", getHref: () => "/account-setup", open: false, wrapperOpen: false },
  account: {
    path: "/account",
    getHref: (tab?: number) => (tab === undefined ? "/account" : `/account?tab=${tab}`),
    open: false,
    wrapperOpen: false,
  },
  favourites: { path: "/favourites", getHref: () => "/favourites", open: false, wrapperOpen: false },
  wallet: {
    path: "/wallet",
    getHref: (tab?: 0 | 1) => (tab === undefined ? "/wallet" : `/wallet?tab=${tab}`),
    open: false,
    wrapperOpen: false,
  },
  tickets: { path: "/tickets", getHref: () => "/tickets", open: false, wrapperOpen: false },
  results: { path: "/results", getHref: () => "/results", open: true, wrapperOpen: true },
  contactUs: { path: "/contactus", getHref: () => "/contactus", open: true, wrapperOpen: true },
  membership: { path: "/membership", getHref: () => "/membership", open: false, wrapperOpen: false },
  cart: { path: "/cart", getHref: () => "/cart", open: false, wrapperOpen: false },
  playResponsibly: {
    path: "/play-responsibly",
    getHref: () => "/play-responsibly",
    open: true,
    wrapperOpen: true,
  },
  game: {
    path: "/games/:slug",
    getHref: (slug: GameSlug, gameStatus?: string) =>
      gameStatus ? `/games/${slug}?gameStatus=${gameStatus}` : `/games/${slug}`,
    open: true,
    wrapperOpen: true,
  },
  activate: { path: "/activate", getHref: () => "/activate", open: true, wrapperOpen: true },
  resetPassword: { path: "/reset-password", getHref: () => "/reset-password", open: true, wrapperOpen: true },
  login: { path: "/login", getHref: () => "/login", open: true, wrapperOpen: true },
  entries: { path: "/entries", getHref: () => "/entries", open: true, wrapperOpen: true },
} as const;

const GAMES_PREFIX = "/games/";

/** True when `pathname` is a game page. */
export function isGamePath(pathname: string): boolean {
  return pathname.startsWith(GAMES_PREFIX);
}

/** True when a visitor may open `pathname` without logging in (DECISIONS 1, spec §6). */
export function isOpenPath(pathname: string): boolean {
  if (isGamePath(pathname)) return true;
  return Object.values(paths).some((p) => p.open && p.path === pathname);
}

/** True when `pathname` is a known page that needs a login (DECISIONS 1); unknown paths are 404s. */
export function isProtectedPath(pathname: string): boolean {
  return Object.values(paths).some((p) => !p.open && p.path === pathname);
}

/** True when the app wrapper may open `pathname` without a token (spec §4 Session, §6). */
export function isWrapperOpenPath(pathname: string): boolean {
  if (isGamePath(pathname)) return true;
  return ["/", "/contactus", "/play-responsibly", "/results"].includes(pathname);
}

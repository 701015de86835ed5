import { gameBySlug } from "@lotto/core";
import { paths } from "./paths";

/** The shop's name, the last part of every document title. */
export const SITE_NAME = "Play Online";

/** Each route's page name; the home page is the shop itself. Redirecting routes name their target. */
const PAGE_NAMES: Record<Exclude<keyof typeof paths, "game">, string | null> = {
  home: null,
  accountSetup: "Set up your account",
  account: "Account",
  favourites: "Favourites",
  autoplays: "Autoplays",
  wallet: "Wallet",
  tickets: "Tickets",
  results: "Results",
  contactUs: "Contact us",
  membership: "Membership",
  cart: "Cart",
  terms: "Terms and conditions",
  privacy: "Privacy policy",
  notifications: "Notifications",
  playResponsibly: "Play responsibly",
  activate: "Activate your account",
  resetPassword: "Reset your password",
  login: null,
  entries: "Tickets",
};

const NOT_FOUND = "Page not found";
const GAME_PREFIX = paths.game.path.replace(":slug", "");

/** The page name `pathname` shows: the game's name on a game page, null on the home page. */
function pageName(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path.startsWith(GAME_PREFIX)) return gameBySlug(path.slice(GAME_PREFIX.length))?.name ?? NOT_FOUND;
  const route = (Object.keys(PAGE_NAMES) as (keyof typeof PAGE_NAMES)[]).find(
    (key) => paths[key].path === path,
  );
  return route ? PAGE_NAMES[route] : NOT_FOUND;
}

/** The document title of a route: "Results · Play Online", "Powerball · Play Online", "Play Online". */
export function documentTitle(pathname: string): string {
  const name = pageName(pathname);
  return name ? `${name} · ${SITE_NAME}` : SITE_NAME;
}

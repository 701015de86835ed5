import { GAME_SLUGS } from "@lotto/core";

/** Pages a visitor may open (docs/decisions.md: who may see what), each game before and after starting. */
export const VISITOR_ROUTES = [
  "/",
  "/results",
  "/contactus",
  "/play-responsibly",
  "/terms",
  "/privacy",
  ...GAME_SLUGS.flatMap((slug) => [`/games/${slug}`, `/games/${slug}?gameStatus=started`]),
  "/activate",
  "/reset-password",
  "/no-such-page",
  "/?showLogin=true",
] as const;

/** Protected pages: a visitor gets the login overlay over them. */
export const PROTECTED_ROUTES = [
  "/account?tab=0",
  "/account-setup",
  "/favourites",
  "/autoplays",
  "/wallet?tab=0",
  "/tickets",
  "/membership",
  "/cart",
  "/notifications",
] as const;

/** Every page a logged-in player reaches, with each account and wallet tab. */
export const PLAYER_ROUTES = [
  "/",
  ...[0, 1, 2, 3, 4, 5].map((tab) => `/account?tab=${tab}`),
  "/favourites",
  "/autoplays",
  "/wallet?tab=0",
  "/wallet?tab=1",
  "/tickets",
  "/results",
  "/contactus",
  "/membership",
  "/cart",
  "/play-responsibly",
  "/notifications",
  "/terms",
  "/privacy",
  ...GAME_SLUGS.map((slug) => `/games/${slug}?gameStatus=started`),
] as const;

// Read by the build (vite/route-hints.ts) as well as the app: relative imports only, no DOM.
import { paths } from "../config/paths.ts";

/** What a route needs before its first paint, announced in its HTML so it loads beside the entry. */
export interface RouteHint {
  /** A path of `paths`; `/games/:slug` stands for every game page. */
  path: string;
  /** The lazy page module (a key of the build manifest): its chunk and static imports are preloaded. */
  page: string;
  /**
   * Public GET calls (same answer for every visitor and player) the page makes on its first render.
   * The server fills the game ids from core (this file is read by the build, which cannot load core):
   * `{gameId}` is the game whose slug the path names, `{resultsGameId}` the game whose past draws the
   * results page shows first.
   */
  data: string[];
}

/** Calls the shell makes on every route (service status and remote config). */
export const SHELL_DATA = ["/api/v1/config", "/api/v1/remote-config"];

/**
 * The routes a player lands on. The results page shows every game's latest draw (the games list) and
 * the first game's history (page 1); e2e/tests/perf-delivery.spec.ts checks that each hinted call is
 * made once.
 */
export const ROUTE_HINTS: RouteHint[] = [
  { path: paths.home.path, page: "src/features/home/home-page.tsx", data: ["/api/v1/games"] },
  {
    path: paths.results.path,
    page: "src/features/results/results-page.tsx",
    data: ["/api/v1/games", "/api/v1/results?game_id={resultsGameId}&page=1"],
  },
  {
    path: paths.game.path,
    page: "src/features/play/game-page.tsx",
    data: ["/api/v1/games", "/api/v1/games/{gameId}/purchase-config"],
  },
  { path: paths.tickets.path, page: "src/features/tickets/tickets-page.tsx", data: [] },
  { path: paths.cart.path, page: "src/app/cart-route.tsx", data: [] },
  { path: paths.favourites.path, page: "src/features/favourites/favourites-page.tsx", data: [] },
  { path: paths.wallet.path, page: "src/features/wallet/wallet-page.tsx", data: [] },
  { path: paths.account.path, page: "src/features/account/account-page.tsx", data: [] },
];

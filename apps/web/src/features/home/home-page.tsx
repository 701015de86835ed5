import { type GameStatus, gameById, isGameId } from "@lotto/core";
import { useLocation } from "wouter";
import { useGames } from "@/api/use-games";
import { useRemoteConfig } from "@/api/use-remote-config";
import { Page } from "@/components/layout/page";
import { type GamePageQuery, paths } from "@/config/paths";
import { useBreakpoint } from "@/hooks/use-breakpoint";
import { useSession } from "@/hooks/use-session";
import { FavouritesStrip } from "./components/favourites-strip";
import { GameCardGrid } from "./components/game-card-grid";
import { LatestResults } from "./components/latest-results";
import { LogInToPlay } from "./components/log-in-to-play";
import { PromoSection } from "./components/promo-section";
import { HOME } from "./home-constants";
import { useHomeFavouriteSummaries } from "./hooks/use-home-favourites";
import { homeCards, latestResults } from "./hooks/use-home-view";

const gameHref = (gameId: number, status: GameStatus, query?: GamePageQuery) =>
  isGameId(gameId) ? paths.game.forGame(gameById(gameId), status, query) : paths.home.getHref();

/** Home (Play): promo slider, game cards, favourites, latest results, 'Log in to play' (R-HOME). */
export default function HomePage() {
  const session = useSession();
  const remote = useRemoteConfig();
  const [, navigate] = useLocation();
  const mobile = useBreakpoint() === "mobile";
  const games = useGames();
  const favourites = useHomeFavouriteSummaries(session.isLoggedIn);
  const cards = games.data ? homeCards(games.data) : null;
  const results = games.data ? latestResults(games.data, HOME.results) : [];
  return (
    <Page title="Choose your game">
      {!session.isLoggedIn && <LogInToPlay onLogin={session.openLogin} />}
      <PromoSection games={games.data} onSelect={(id) => navigate(gameHref(id, "not-started"))} />
      <GameCardGrid
        cards={cards}
        // Remote config shoppingCartQuickListEnabled switches the cards' quick-pick list off (docs/decisions.md).
        showQuickPicks={session.isLoggedIn && remote.data?.shoppingCartQuickListEnabled !== false}
        onPlay={(id) => navigate(gameHref(id, "started"))}
        onQuickPick={(id, index) => navigate(gameHref(id, "preview", { quickPick: index }))}
      />
      {session.isLoggedIn && (
        <FavouritesStrip
          favourites={favourites}
          limit={HOME.favourites}
          onPlay={(id) => {
            const favourite = favourites.find((f) => f.id === id);
            if (favourite) navigate(gameHref(favourite.gameId, "started", { favouriteId: id }));
          }}
          onViewAll={() => navigate(paths.favourites.getHref())}
        />
      )}
      {!(mobile && session.isLoggedIn) && results.length > 0 && (
        <LatestResults
          results={results}
          layout={mobile ? "carousel" : "grid"}
          onViewAll={() => navigate(paths.results.getHref())}
        />
      )}
    </Page>
  );
}

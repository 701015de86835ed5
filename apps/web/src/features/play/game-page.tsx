import { gameBySlug } from "@lotto/core";
import { useParams } from "wouter";
import { Page } from "@/components/layout/page";
import { EnsureCartProvider } from "@/lib/cart/cart-provider";
import { GameEntryProvider } from "./game-entry-provider";
import { GameEntryView } from "./game-entry-view";

/** Game page `/games/:slug?gameStatus=…`: one entry actor per visit (R-SCREENS game pages, R-STATES Game status). */
export default function GamePage() {
  const { slug = "" } = useParams<{ slug: string }>();
  const game = gameBySlug(slug);
  if (!game) {
    return (
      <Page title="Game not found">
        <p>There is no game at this address.</p>
      </Page>
    );
  }
  return (
    <EnsureCartProvider>
      <GameEntryProvider key={game.id} game={game}>
        <GameEntryView game={game} />
      </GameEntryProvider>
    </EnsureCartProvider>
  );
}

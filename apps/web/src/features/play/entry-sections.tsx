/**
 * The game page's sections that read the entry or the clock on their own (game-entry-view.tsx), so a
 * change there renders the section alone and not the whole entry.
 */
import { type GameDefinition, type GameDescriptionText, gameById, type PurchaseConfig } from "@lotto/core";
import { addOnSizes } from "@lotto/core/machines";
import { useEffect, useState } from "react";
import { NextDrawSummary } from "@/components/next-draw/next-draw-summary";
import { useNextDraws } from "@/hooks/use-next-draws";
import { AddOnPanel } from "./components/add-on-panel";
import { EntryOdds } from "./components/entry-odds";
import { EntryOptionsPanel } from "./components/entry-options-panel";
import { GameDescription } from "./components/game-description";
import { SpecialDrawBanner } from "./components/special-draw-banner";
import { SystemExplorer } from "./components/system-explorer";
import { gameDescription } from "./hooks/game-description";
import { useEntryInsights } from "./hooks/use-entry-insights";
import { useGameEntry } from "./hooks/use-game-entry";
import { useGameEntryActions } from "./hooks/use-game-entry-actions";
import { useOptionControls } from "./hooks/use-option-controls";
import { useSpecialDraw } from "./hooks/use-special-draw";

// The game's next draw under its name, on the shared clock (hooks/use-now.ts): its own component, so
// the clock's tick renders it alone and not the whole entry.
export function NextDrawHeader({ gameId }: { gameId: number }) {
  const nextDraw = useNextDraws();
  return <NextDrawSummary view={nextDraw?.(gameId) ?? null} layout="header" />;
}

// The team's text arrives from the game's definition, which loads it on first use (the module system
// keeps it after); until then the section is empty. It is the page's last block, below the fold.
export function DescriptionSection({ game, remote }: { game: GameDefinition; remote: unknown }) {
  const [own, setOwn] = useState<GameDescriptionText | null>(null);
  useEffect(() => {
    let live = true;
    void game.description().then((text) => live && setOwn(text));
    return () => {
      live = false;
    };
  }, [game]);
  return own && <GameDescription {...gameDescription(game, own, remote)} />;
}

// The add-on game this game carries, if any (R-ENTITIES addOnGame): its own component, reading the entry.
export function AddOnSection({ game }: { game: GameDefinition }) {
  const { addOnGame } = useGameEntry();
  const actions = useGameEntryActions();
  if (!addOnGame) return null;
  const addOn = gameById(addOnGame.coupon.game_id);
  return (
    <AddOnPanel
      gameName={addOn.name}
      unitPrice={addOn.unitPrice.cents}
      carrierName={game.name}
      added={addOnGame.value}
      addOn={addOnGame.coupon}
      sizes={addOnSizes(addOnGame)}
      cost={addOnGame.cost}
      onToggle={actions.setAddOn}
      onSize={actions.sizeAddOn}
    />
  );
}

// The option controls read the entry, so they render only once the config has loaded.
export function OptionsSection({ game, config }: { game: GameDefinition; config: PurchaseConfig }) {
  return <EntryOptionsPanel controls={useOptionControls(game, config)} />;
}

// A special draw is offered only once the config has loaded, since it must be priced (R-STATES).
export function SpecialDrawSection({ game, config }: { game: GameDefinition; config: PurchaseConfig }) {
  const special = useSpecialDraw(game, config);
  return special ? <SpecialDrawBanner {...special} /> : null;
}

// Odds, expected return and the system explorer need only a complete entry (R-ODDS).
export function InsightsSection({
  game,
  board,
  system,
}: {
  game: GameDefinition;
  board: number;
  system: number;
}) {
  const insights = useEntryInsights(game, board);
  return (
    <>
      <EntryOdds insights={insights} />
      {insights?.coverage && (
        <SystemExplorer system={system} coverage={insights.coverage} lastDraw={insights.lastDraw} />
      )}
    </>
  );
}

import { boardName, drawsLabel, effectiveSystem, type GameDefinition, pricedOption } from "@lotto/core";
import { addToCartBlocker, boardAfterPick, ENTRY_READINESS_TEXT } from "@lotto/core/machines";
import { Button } from "@lotto/ui/button";
import { NameDialog } from "@lotto/ui/dialog";
import { focusView } from "@lotto/ui/focus";
import { colors } from "@lotto/ui/theme";
import { useDeferredValue, useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { useLocation } from "wouter";
import { useRemoteConfig } from "@/api/use-remote-config";
import { Page } from "@/components/layout/page";
import { paths } from "@/config/paths";
import { useSession } from "@/hooks/use-session";
import { AutoplaySection } from "./autoplay-section";
import { BoardList } from "./components/board-list";
import { EntryPicker } from "./components/entry-picker";
import { EntryLowerSkeleton, GameEntrySkeleton } from "./components/game-entry-skeleton";
import { PriceBar } from "./components/price-bar";
import { PurchasedPanel } from "./components/purchased-panel";
import { RenderLater } from "./components/render-later";
import {
  AddOnSection,
  DescriptionSection,
  InsightsSection,
  NextDrawHeader,
  OptionsSection,
  SpecialDrawSection,
} from "./entry-sections";
import { useAutoplayLaunch } from "./hooks/use-autoplay-numbers";
import { useFavouriteSaver } from "./hooks/use-favourite-saver";
import { useGameEntry } from "./hooks/use-game-entry";
import { useGameEntryActions } from "./hooks/use-game-entry-actions";
import { useGameStatusSync } from "./hooks/use-game-status-sync";

/** The game page body: picker, boards, options, live price, favourite and cart (R-SCREENS game pages). */
export function GameEntryView({ game }: { game: GameDefinition }) {
  const entry = useGameEntry();
  const actions = useGameEntryActions();
  const session = useSession();
  const remote = useRemoteConfig();
  const [, navigate] = useLocation();
  const [active, setActive] = useState(0);
  // How many entries went in the cart from this page: each one's confirmation takes focus (see below).
  const [added, setAdded] = useState(0);
  // The board the picker moved to after the one before it filled up, said once.
  const [movedTo, setMovedTo] = useState<{ from: number; to: number } | null>(null);
  const addedRef = useRef<HTMLParagraphElement>(null);
  const saver = useFavouriteSaver();
  const autoplayLaunch = useAutoplayLaunch();
  useGameStatusSync(game);
  const { config, options, boards } = entry;
  // The whole entry's first render is long (every board, ball and option): as a deferred value, its
  // arrival renders in a transition that yields to the browser, while the skeleton stays until then.
  const loaded = useDeferredValue(config !== null && entry.status !== null);
  // Remote config gameText (R-ENTITIES): the operator's short line for this game, by its title.
  const gameText = remote.data?.gameText[String(game.id)];
  // The confirmation sits by 'Add to cart' and takes focus, so the eye and a screen reader find it
  // where the player is, not at the page's top while the boards reset below.
  useEffect(() => {
    if (added > 0) focusView(addedRef.current);
  }, [added]);
  if (entry.failed) {
    return (
      <Page title={game.name}>
        <p role="alert">The game could not be loaded.</p>
        <Button type="button" onClick={actions.retry}>
          Try again
        </Button>
      </Page>
    );
  }
  if (!config || entry.status === null || !loaded) {
    return (
      <Page title={game.name}>
        <NextDrawHeader gameId={game.id} />
        {gameText && <GameText data-testid="game-text">{gameText}</GameText>}
        <GameEntrySkeleton game={game} />
      </Page>
    );
  }
  if (entry.status === "purchased") {
    return (
      <Page title={game.name}>
        <div data-game-status={entry.status}>
          <PurchasedPanel
            gameName={game.name}
            grantMessage={remote.data?.purchasedGrantMessage}
            onViewTickets={() => navigate(paths.tickets.getHref())}
            onDone={actions.reset}
          />
        </div>
      </Page>
    );
  }
  const index = Math.min(active, Math.max(0, boards.length - 1));
  const board = boards[index];
  const editingFavourite = entry.status === "favourite" && entry.favourite !== null;
  return (
    <Page title={game.name}>
      <NextDrawHeader gameId={game.id} />
      {gameText && <GameText data-testid="game-text">{gameText}</GameText>}
      <Status data-game-status={entry.status}>
        {entry.favourite && <span>Favourite: {entry.favourite.name}</span>}
      </Status>
      <SpecialDrawSection game={game} config={config} />
      <div data-tour="entry-options">
        <OptionsSection game={game} config={config} />
      </div>
      {board && (
        <div data-tour="number-picker">
          <EntryPicker
            game={game}
            board={board}
            required={effectiveSystem(game.id, options.system)}
            winBallMax={config.game_variables.win_ball_max}
            powerballMax={config.game_variables.powerball_max}
            powerpik={options.powerpik}
            onChange={(numbers, powerball) => {
              actions.setBoard(index, numbers, powerball);
              const next = [...boards];
              next[index] = { ...board, numbers, powerball };
              const to = boardAfterPick(config, options, next, index);
              setMovedTo(to === index ? null : { from: index, to });
              setActive(to);
            }}
          />
          {movedTo && (
            <p role="status" data-testid="board-moved">
              {ENTRY_READINESS_TEXT.movedTo(boardName(movedTo.from), boardName(movedTo.to))}
            </p>
          )}
        </div>
      )}
      {/* Below the picker: the boards, odds and price commit in a second render, the description in a
          third (render-later.tsx); the picker's own render is the one that paints first. */}
      <RenderLater fallback={<EntryLowerSkeleton />}>
        <div data-tour="boards">
          <BoardList
            boards={boards}
            gameKind={game.kind}
            colour={game.colour}
            active={index}
            canAdd={entry.canAddBoard}
            canDelete={entry.canDeleteBoard}
            onSelect={(i) => {
              setMovedTo(null);
              setActive(i);
            }}
            onQuickPick={actions.quickPick}
            onClear={actions.clearBoard}
            onDelete={actions.deleteBoard}
            onAdd={actions.addBoard}
          />
        </div>
        <InsightsSection game={game} board={index} system={board?.numbers.length ?? 0} />
        <AddOnSection game={game} />
        <div data-tour="price-bar">
          <PriceBar
            price={entry.price}
            drawsLabel={drawsLabel(pricedOption(config, options)?.draws ?? [])}
            canAddToCart={entry.canAddToCart}
            blockedReason={addToCartBlocker(config, options, boards, entry.price)}
            favouriteLabel={
              session.isLoggedIn ? (editingFavourite ? "Update favourite" : "Save as favourite") : null
            }
            onSaveFavourite={() => (editingFavourite ? saver.update(entry.favourite!.id) : saver.ask())}
            onAddToCart={() => {
              const wasEditing = entry.editing;
              actions.addToCart();
              setMovedTo(null);
              setActive(0);
              if (wasEditing) navigate(paths.cart.getHref());
              else setAdded((n) => n + 1);
            }}
          />
          {added > 0 && (
            <Added role="status" tabIndex={-1} ref={addedRef} data-testid="added-to-cart">
              Added to your cart. <Link onClick={() => navigate(paths.cart.getHref())}>Go to cart</Link>
            </Added>
          )}
          {session.isLoggedIn && (
            <AutoplaySection game={game} complete={entry.canAddToCart} launch={autoplayLaunch} />
          )}
        </div>
      </RenderLater>
      <RenderLater after={2}>
        <DescriptionSection game={game} remote={remote.data?.gameDescription[String(game.id)]} />
      </RenderLater>
      {saver.naming && (
        <NameDialog
          id="favourite-name-dialog"
          title="Save as favourite"
          error={saver.error}
          busy={saver.busy}
          onSave={saver.create}
          onCancel={saver.cancel}
        />
      )}
    </Page>
  );
}

const GameText = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Status = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const Added = styled.p`
  margin: 8px 0 0;
  padding: 10px 12px;
  border-left: 6px solid ${colors.success};
  border-radius: 8px;
  background: ${colors.surface};
  font-weight: 700;
`;

const Link = styled.button.attrs({ type: "button" })`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
`;

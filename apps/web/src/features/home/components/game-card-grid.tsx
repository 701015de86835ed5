import styled from "styled-components";
import { useNextDraws } from "@/hooks/use-next-draws";
import { HOME } from "../home-constants";
import type { HomeCard } from "../hooks/use-home-view";
import { GameCard } from "./game-card";
import { GameCardSkeletons } from "./game-card-skeleton";

/** Props of {@link GameCardGrid}. */
export interface GameCardGridProps {
  /** Null while the games load: the 8 skeletons show (R-HOME). */
  cards: readonly HomeCard[] | null;
  /** Quick picks are for logged-in players only (R-HOME, R-ROLES). */
  showQuickPicks: boolean;
  onPlay: (gameId: number) => void;
  onQuickPick: (gameId: number, index: number) => void;
}

/** 'Choose your game': a card per game, or skeletons while loading (R-HOME). */
export function GameCardGrid({ cards, showQuickPicks, onPlay, onQuickPick }: GameCardGridProps) {
  // One clock for every card (hooks/use-now.ts).
  const nextDraw = useNextDraws();
  return (
    <Grid aria-label="Games" aria-busy={cards === null}>
      {cards === null ? (
        <GameCardSkeletons count={HOME.skeletonCards} withQuickPicks={showQuickPicks} />
      ) : (
        cards.map((card) => (
          <GameCard
            key={card.gameId}
            title={card.title}
            colour={card.colour}
            jackpotText={card.jackpotText}
            nextDraw={nextDraw?.(card.gameId) ?? null}
            {...(showQuickPicks ? { quickPicks: card.quickPicks } : {})}
            onPlay={() => onPlay(card.gameId)}
            onQuickPick={(index) => onQuickPick(card.gameId, index)}
          />
        ))
      )}
    </Grid>
  );
}

const Grid = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 12px;
`;

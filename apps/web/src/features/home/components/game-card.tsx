import { type Cents, JACKPOT_TO_BE_CONFIRMED, type NextDrawView } from "@lotto/core";
import { formatMoney } from "@lotto/ui/format-money";
import { colors, elevation } from "@lotto/ui/theme";
import styled from "styled-components";
import { NEXT_DRAW_HEIGHT, NextDrawSummary } from "@/components/next-draw/next-draw-summary";

/** A home-card quick pick (R-ENTITIES slikpik_homepage_options: label and price). */
export interface CardQuickPick {
  label: string;
  price: Cents;
}

/** Props of {@link GameCard}. */
export interface GameCardProps {
  title: string;
  /** The game's colour (core `gameColour`). */
  colour: string;
  /** Jackpot text; null means the server has none yet. */
  jackpotText: string | null;
  /** The next draw, live; null until the games list and the clock are known (space is kept for it). */
  nextDraw: NextDrawView | null;
  /** Quick picks; shown only when given (the page passes them for logged-in players only). */
  quickPicks?: readonly CardQuickPick[];
  onPlay: () => void;
  onQuickPick?: (index: number) => void;
}

/**
 * A card's height with a one-line jackpot and its next draw, without and with quick picks: cards grow
 * no shorter, and their skeletons take the same size, so nothing below moves when the games arrive.
 */
export const CARD_MIN_HEIGHT = {
  plain: 188 + NEXT_DRAW_HEIGHT.card + 8,
  withQuickPicks: 262 + NEXT_DRAW_HEIGHT.card + 8,
} as const;

/** A 'Choose your game' card: 'Win up to', jackpot, the next draw and up to two quick picks (R-HOME). */
export function GameCard({
  title,
  colour,
  jackpotText,
  nextDraw,
  quickPicks,
  onPlay,
  onQuickPick,
}: GameCardProps) {
  return (
    <Card
      aria-label={title}
      $colour={colour}
      $minHeight={quickPicks ? CARD_MIN_HEIGHT.withQuickPicks : CARD_MIN_HEIGHT.plain}
    >
      <Title>{title}</Title>
      <WinUpTo>Win up to</WinUpTo>
      {/* The next draw's own once known: at a close it is the following draw's. */}
      <Jackpot>{(nextDraw ? nextDraw.prize : jackpotText) ?? JACKPOT_TO_BE_CONFIRMED}</Jackpot>
      <NextDrawSummary view={nextDraw} layout="card" />
      {quickPicks && quickPicks.length > 0 && (
        <QuickPicks>
          {quickPicks.slice(0, 2).map((pick, index) => (
            <QuickPickButton key={pick.label} type="button" onClick={() => onQuickPick?.(index)}>
              <span>{pick.label}</span>
              <strong>{formatMoney(pick.price)}</strong>
            </QuickPickButton>
          ))}
        </QuickPicks>
      )}
      <PlayButton type="button" onClick={onPlay}>
        Play {title}
      </PlayButton>
    </Card>
  );
}

const Card = styled.article<{ $colour: string; $minHeight: number }>`
  box-sizing: border-box;
  min-height: ${(p) => p.$minHeight}px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  border-radius: 12px;
  border-top: 8px solid ${(p) => p.$colour};
  background: ${colors.surface};
  color: ${colors.text};
  box-shadow: ${elevation.raised};
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.1rem;
`;

const WinUpTo = styled.span`
  color: ${colors.textMuted};
  font-size: 0.85rem;
`;

const Jackpot = styled.span`
  font-size: 1.4rem;
  font-weight: 700;
`;

const QuickPicks = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
`;

const QuickPickButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 8px;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  background: ${colors.background};
  color: ${colors.text};
  cursor: pointer;
`;

const PlayButton = styled.button`
  padding: 10px;
  border: 0;
  border-radius: 8px;
  background: ${colors.primary};
  color: ${colors.surface};
  font-weight: 700;
  cursor: pointer;
`;

import type { Cents } from "@lotto/core";
import styled from "styled-components";
import { colors, elevation } from "@/config/theme";
import { formatMoney } from "@/lib/format-money";

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
  /** Quick picks; shown only when given (the page passes them for logged-in players only). */
  quickPicks?: readonly CardQuickPick[];
  onPlay: () => void;
  onQuickPick?: (index: number) => void;
}

/**
 * A card's height with a one-line jackpot, without and with quick picks: cards grow no shorter, and
 * their skeletons take the same size, so nothing below moves when the games arrive.
 */
export const CARD_MIN_HEIGHT = { plain: 188, withQuickPicks: 262 } as const;

/** The text shown when a game has no jackpot text yet (R-HOME). */
export const JACKPOT_TO_BE_CONFIRMED = "To be confirmed";

/** A 'Choose your game' card: 'Win up to', jackpot and up to two quick picks (R-HOME). */
export function GameCard({ title, colour, jackpotText, quickPicks, onPlay, onQuickPick }: GameCardProps) {
  return (
    <Card
      aria-label={title}
      $colour={colour}
      $minHeight={quickPicks ? CARD_MIN_HEIGHT.withQuickPicks : CARD_MIN_HEIGHT.plain}
    >
      <Title>{title}</Title>
      <WinUpTo>Win up to</WinUpTo>
      <Jackpot>{jackpotText ?? JACKPOT_TO_BE_CONFIRMED}</Jackpot>
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

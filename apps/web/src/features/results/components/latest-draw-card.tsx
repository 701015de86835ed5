import { Button } from "@lotto/ui/button";
import { colors, mediaExtraSmall, mediaUp, radius, space, type } from "@lotto/ui/theme";
import styled, { css } from "styled-components";
import { DrawnBalls } from "@/components/ball";
import { divisionOneText } from "@/components/results/division-one-text";
import type { LatestDraw } from "../hooks/latest-draws";

/** Props of {@link LatestDrawCard}. */
export interface LatestDrawCardProps {
  draw: LatestDraw;
  /** Opens the dividends dialog (`#dividend-dialog`); offered once the draw is settled. */
  onDividends: () => void;
  /** Shows this game's past draws below. */
  onHistory: () => void;
}

/**
 * Height every card keeps, and so its skeleton: no shift when the data arrives. Below 900 px a card
 * is narrow enough for OZ Lotto's ten balls to take two lines (measured at 320, 390 and 768 px).
 */
export const latestCardHeight = css`
  min-height: 284px;
  ${mediaExtraSmall} {
    min-height: 304px;
  }
  ${mediaUp("laptop")} {
    min-height: 250px;
  }
`;

/** A game's newest draw at a glance: balls, draw number and date, Division 1 and the next jackpot. */
export function LatestDrawCard({ draw, onDividends, onHistory }: LatestDrawCardProps) {
  const { game, result } = draw;
  return (
    <Card aria-labelledby={`latest-${game.slug}`} $colour={game.colour}>
      <h3 id={`latest-${game.slug}`}>{game.name}</h3>
      {result ? (
        <>
          <Meta>
            Draw {result.drawNumber} · {result.drawDate}
          </Meta>
          <DrawnBalls
            label={`${game.name} winning numbers`}
            gameKind={game.kind}
            colour={game.colour}
            winning={result.winning}
            supplementary={result.supplementary}
            powerball={result.powerball}
            size="small"
          />
          <Strong>{divisionOneText(result.divisions)}</Strong>
        </>
      ) : (
        <Meta>No draws yet</Meta>
      )}
      <Meta>
        Next draw {draw.nextDrawNumber}: {draw.jackpotText ?? "jackpot to be confirmed"}
      </Meta>
      <Actions>
        {result && result.divisions.length > 0 && (
          <Button type="button" $variant="secondary" onClick={onDividends}>
            Dividends
          </Button>
        )}
        <Button type="button" $variant="secondary" onClick={onHistory}>
          Past draws
        </Button>
      </Actions>
    </Card>
  );
}

const Card = styled.li<{ $colour: string }>`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  ${latestCardHeight}
  box-sizing: border-box;
  padding: ${space.md};
  border-top: 6px solid ${(p) => p.$colour};
  border-radius: ${radius.md};
  background: ${colors.surface};
  color: ${colors.text};

  h3 {
    margin: 0;
    font-size: ${type.size.lg};
  }
`;

const Meta = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${type.size.sm};
`;

const Strong = styled.p`
  margin: 0;
  font-weight: ${type.weight.semibold};
`;

const Actions = styled.div`
  display: flex;
  gap: ${space.xs};
  margin-top: auto;

`;

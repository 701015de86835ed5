import { JACKPOT_TO_BE_CONFIRMED, type NextDrawView, SPECIAL_DRAW_TEXT } from "@lotto/core";
import { Skeleton } from "@lotto/ui/skeleton";
import { colors, radius, space, type } from "@lotto/ui/theme";
import styled, { css } from "styled-components";
import { hiddenText } from "@/components/ball/ball-look";

/**
 * Heights the two layouts always take, in px, loaded or not, so nothing moves when the games list
 * arrives or a countdown changes (measured at 320, 390 and 1280 px).
 */
export const NEXT_DRAW_HEIGHT = { header: 100, card: 52 } as const;

/** Props of {@link NextDrawSummary}. */
export interface NextDrawSummaryProps {
  /** Null while the games list loads: a placeholder of the same height shows. */
  view: NextDrawView | null;
  /** The game page's header (with the jackpot) or a home card's lines (the card shows the jackpot). */
  layout: "header" | "card";
}

/**
 * A game's next draw (docs/decisions.md "Next draw"): its date and time in Perth, on the header its
 * jackpot or prize promise, a live "Sales close in …" that turns urgent in the last hour, and a mark on
 * a special draw. Everything it says comes from core's `nextDrawView`.
 */
export function NextDrawSummary({ view, layout }: NextDrawSummaryProps) {
  if (!view) {
    return (
      <Box $layout={layout} aria-hidden="true" data-testid="next-draw-loading">
        <Skeleton height={NEXT_DRAW_HEIGHT[layout]} radius="sm" />
      </Box>
    );
  }
  const { special, countdown } = view;
  return (
    <Box
      as={layout === "header" ? "section" : "div"}
      aria-label={layout === "header" ? "Next draw" : undefined}
      $layout={layout}
      data-next-draw={view.drawNumber}
    >
      <When>
        {layout === "header" && <strong>Next draw </strong>}
        <span>
          Draw {view.drawNumber}, <time dateTime={view.drawTime}>{view.when}</time>
        </span>
        {special && (
          <Special>
            {special.title && layout === "header"
              ? `${SPECIAL_DRAW_TEXT}: ${special.title}`
              : SPECIAL_DRAW_TEXT}
          </Special>
        )}
      </When>
      {layout === "header" && <Prize>{view.prize ?? JACKPOT_TO_BE_CONFIRMED}</Prize>}
      <Countdown role="timer" data-urgent={countdown.urgent || undefined} $urgent={countdown.urgent}>
        <span aria-hidden="true">{countdown.text}</span>
        <Hidden>{countdown.spoken}</Hidden>
      </Countdown>
    </Box>
  );
}

const Box = styled.div<{ $layout: NextDrawSummaryProps["layout"] }>`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.xxs};
  min-height: ${(p) => NEXT_DRAW_HEIGHT[p.$layout]}px;
  font-size: ${type.size.sm};
  ${(p) =>
    p.$layout === "header" &&
    css`
      font-size: ${type.size.md};
    `}
`;

const When = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${space.xs};
  margin: 0;
`;

const Special = styled.span`
  padding: 0 ${space.xs};
  border-radius: ${radius.full};
  background: ${colors.accent};
  color: ${colors.text};
  font-size: ${type.size.xs};
  font-weight: ${type.weight.bold};
  line-height: 1.6;
`;

const Prize = styled.p`
  margin: 0;
  font-size: ${type.size.xl};
  font-weight: ${type.weight.bold};
  line-height: 1.2;
`;

const Countdown = styled.p<{ $urgent: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
  margin: 0;
  padding: 2px ${space.xs};
  border-radius: ${radius.full};
  background: ${(p) => (p.$urgent ? colors.errorSurface : colors.surfaceSubtle)};
  color: ${(p) => (p.$urgent ? colors.error : colors.text)};
  font-weight: ${(p) => (p.$urgent ? type.weight.bold : type.weight.regular)};
  font-variant-numeric: tabular-nums;
`;

const Hidden = styled.span`
  ${hiddenText}
`;

import { GAMES } from "@lotto/core";
import { skeletonLook } from "@lotto/ui/skeleton";
import { radius, space } from "@lotto/ui/theme";
import { useState } from "react";
import styled from "styled-components";
import { DividendsDialog } from "@/components/results/dividends-dialog";
import type { ResultSummary } from "@/components/results/result-summary";
import type { LatestDraw } from "../hooks/latest-draws";
import { LatestDrawCard, latestCardHeight } from "./latest-draw-card";

/** Props of {@link LatestDraws}. */
export interface LatestDrawsProps {
  /** Every game's latest draw; undefined while loading (then one skeleton card per game). */
  draws: readonly LatestDraw[] | undefined;
  onHistory: (slug: string) => void;
}

/** 'Latest draws': every game's newest result at a glance, dividends on demand. */
export function LatestDraws({ draws, onHistory }: LatestDrawsProps) {
  const [dividends, setDividends] = useState<ResultSummary | null>(null);
  return (
    <section aria-labelledby="latest-draws-title" aria-busy={draws === undefined}>
      <h2 id="latest-draws-title">Latest draws</h2>
      <Grid aria-label="Latest draws">
        {draws === undefined
          ? GAMES.map((game) => <CardSkeleton key={game.id} aria-hidden="true" data-skeleton="" />)
          : draws.map((draw) => (
              <LatestDrawCard
                key={draw.game.id}
                draw={draw}
                onDividends={() => setDividends(draw.result)}
                onHistory={() => onHistory(draw.game.slug)}
              />
            ))}
      </Grid>
      {dividends && <DividendsDialog result={dividends} onClose={() => setDividends(null)} />}
    </section>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CardSkeleton = styled.li`
  ${skeletonLook}
  ${latestCardHeight}
  border-radius: ${radius.md};
`;

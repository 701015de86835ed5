import { divisionOneState } from "@lotto/core";
import { LinkButton } from "@lotto/ui/list";
import { colors } from "@lotto/ui/theme";
import { type ReactNode, useState } from "react";
import styled from "styled-components";
import { DrawnBalls } from "@/components/ball";
import { DividendsDialog } from "@/components/results/dividends-dialog";
import { divisionOneText } from "@/components/results/division-one-text";
import type { ResultSummary } from "@/components/results/result-summary";
import { HOME } from "../home-constants";
import { useAutoplaySlider } from "../hooks/use-autoplay-slider";
import { SlideControls } from "./slide-controls";

/** Props of {@link LatestResults}. */
export interface LatestResultsProps {
  results: readonly ResultSummary[];
  /** 'carousel' on mobile (10 s autoplay), else a grid (R-HOME). */
  layout: "grid" | "carousel";
  onViewAll: () => void;
}

/** 'Latest Results': up to 3 draws, 'View All', a dividends dialog for division-one data (R-SCREENS). */
export function LatestResults({ results, layout, onViewAll }: LatestResultsProps) {
  const [open, setOpen] = useState<ResultSummary | null>(null);
  const shown = results.slice(0, HOME.results);
  const items = shown.map((result) => (
    <ResultItem
      key={result.id}
      result={result}
      onOpen={() => setOpen(result)}
      carousel={layout === "carousel"}
    />
  ));
  return (
    <section aria-labelledby="latest-results-title">
      <Header>
        <h2 id="latest-results-title">Latest Results</h2>
        <LinkButton type="button" onClick={onViewAll}>
          View All
        </LinkButton>
      </Header>
      {layout === "carousel" ? <Carousel count={shown.length}>{items}</Carousel> : <Grid>{items}</Grid>}
      {open && <DividendsDialog result={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

function Carousel({ count, children }: { count: number; children: ReactNode }) {
  const slider = useAutoplaySlider(count, HOME.autoplayMs);
  return (
    <>
      {slider.canPlay && (
        <CarouselControls>
          <SlideControls label="latest results" slider={slider} />
        </CarouselControls>
      )}
      <div ref={slider.ref} className="keen-slider">
        {children}
      </div>
    </>
  );
}

function ResultItem({
  result,
  onOpen,
  carousel,
}: {
  result: ResultSummary;
  onOpen: () => void;
  carousel: boolean;
}) {
  return (
    <Card className={carousel ? "keen-slider__slide" : undefined} $colour={result.colour}>
      <h3>{result.gameTitle}</h3>
      <p>
        Draw {result.drawNumber} · {result.drawDate}
      </p>
      <DrawnBalls
        label="Winning numbers"
        gameKind={result.gameKind}
        colour={result.colour}
        winning={result.winning}
        supplementary={result.supplementary}
        powerball={result.powerball}
        size="small"
      />
      {divisionOneState(result.divisions) === "winners" ? (
        <LinkButton type="button" onClick={onOpen}>
          {divisionOneText(result.divisions)}
        </LinkButton>
      ) : (
        <Muted>{divisionOneText(result.divisions)}</Muted>
      )}
    </Card>
  );
}

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const CarouselControls = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: 8px;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 8px;
`;

// In the carousel a card is full width before keen-slider starts, not a share of the row.
const Card = styled.article<{ $colour: string }>`
  padding: 12px;
  border-left: 6px solid ${(p) => p.$colour};
  border-radius: 8px;
  background: ${colors.surface};
  color: ${colors.text};

  h3,
  p {
    margin: 0 0 4px;
  }
  [role="group"] {
    margin: 8px 0;
  }
  &.keen-slider__slide {
    flex-shrink: 0;
  }
`;

const Muted = styled.p`
  color: ${colors.textMuted};
`;

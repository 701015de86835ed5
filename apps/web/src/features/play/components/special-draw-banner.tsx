import { Button } from "@lotto/ui/button";
import { colors } from "@lotto/ui/theme";
import styled from "styled-components";

/** Props of {@link SpecialDrawBanner}. */
export interface SpecialDrawBannerProps {
  title: string;
  description?: string;
  /** The draw the entry plays when the special draw is chosen. */
  drawNumber: number;
  /** Sales close in Perth time ("Sat 5 Dec, 7:30 pm"); null when not known. */
  closes: string | null;
  /** True while the entry's advance play already targets the special draw. */
  chosen: boolean;
  onChoose: () => void;
}

/**
 * The special draw a game page offers (R-ENTITIES remote config specialEvents, R-STATES special draw): what it
 * is, its draw and close, and a choice that points the entry's advance play at it.
 */
export function SpecialDrawBanner({
  title,
  description,
  drawNumber,
  closes,
  chosen,
  onChoose,
}: SpecialDrawBannerProps) {
  return (
    <Banner aria-labelledby="special-draw-title" data-special-draw={drawNumber}>
      <h2 id="special-draw-title">
        Special draw: {title} — Draw {drawNumber}
        {closes ? `, closes ${closes}` : ""}
      </h2>
      {description && <p>{description}</p>}
      {chosen ? (
        <p role="status">This entry plays the special draw, Draw {drawNumber}.</p>
      ) : (
        <Button type="button" onClick={onChoose}>
          Play the special draw
        </Button>
      )}
    </Banner>
  );
}

const Banner = styled.section`
  display: grid;
  justify-items: start;
  gap: 8px;
  padding: 12px 16px;
  border: 2px solid ${colors.accent};
  border-radius: 12px;
  background: ${colors.surface};

  h2 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
`;

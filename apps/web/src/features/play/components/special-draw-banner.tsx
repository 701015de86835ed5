import { Button } from "@lotto/ui/button";
import { EntryPanel } from "./entry-panel";

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
    <EntryPanel $accent aria-labelledby="special-draw-title" data-special-draw={drawNumber}>
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
    </EntryPanel>
  );
}

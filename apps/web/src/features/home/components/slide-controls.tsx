import { colors, mediaExtraSmall } from "@lotto/ui/theme";
import styled from "styled-components";
import type { AutoplaySlider } from "../hooks/use-autoplay-slider";

/**
 * An autoplaying slider's controls: previous, pause/play and next, so every slide can be reached and
 * read at the player's pace (WCAG 2.2.2), by pointer or keyboard.
 */
export function SlideControls({ label, slider }: { label: string; slider: AutoplaySlider }) {
  return (
    <Controls>
      <Step type="button" aria-label={`Previous slide of ${label}`} onClick={slider.previous}>
        <Chevron aria-hidden="true" $to="left" />
      </Step>
      <AutoplayToggle label={label} playing={slider.playing} onToggle={slider.toggle} />
      <Step type="button" aria-label={`Next slide of ${label}`} onClick={slider.next}>
        <Chevron aria-hidden="true" $to="right" />
      </Step>
    </Controls>
  );
}

/** Props of {@link AutoplayToggle}. */
export interface AutoplayToggleProps {
  /** What the slider shows, for the accessible name ('Pause promotions'). */
  label: string;
  playing: boolean;
  onToggle(): void;
}

/** The visible pause/play control of an autoplaying slider (WCAG 2.2.2 Pause, Stop, Hide). */
export function AutoplayToggle({ label, playing, onToggle }: AutoplayToggleProps) {
  return (
    <Toggle type="button" onClick={onToggle} aria-label={`${playing ? "Pause" : "Play"} ${label}`}>
      <Icon aria-hidden="true" $playing={playing} />
      <Word>{playing ? "Pause" : "Play"}</Word>
    </Toggle>
  );
}

// Under 370 px the three controls share the slide's bottom row with 'Play now': they close up and
// Pause/Play shows its icon alone (its accessible name is unchanged).
const Controls = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  ${mediaExtraSmall} { gap: 4px; }
`;

const Step = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 2px solid ${colors.primary};
  border-radius: 50%;
  background: ${colors.surface};
  color: ${colors.primary};
  cursor: pointer;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 14px;
  border: 2px solid ${colors.primary};
  border-radius: 22px;
  background: ${colors.surface};
  color: ${colors.primary};
  font-weight: 600;
  cursor: pointer;
  ${mediaExtraSmall} {
    justify-content: center;
    width: 44px;
    padding: 0;
  }
`;

const Word = styled.span`
  ${mediaExtraSmall} { display: none; }
`;

/** A chevron drawn in CSS, as the pause and play marks are: no icon module on the home route's budget. */
const Chevron = styled.span<{ $to: "left" | "right" }>`
  width: 9px;
  height: 9px;
  border-top: 2.5px solid currentColor;
  border-left: 2.5px solid currentColor;
  transform: ${(p) => (p.$to === "left" ? "translateX(2px) rotate(-45deg)" : "translateX(-2px) rotate(135deg)")};
`;

/** Two bars for pause, a triangle for play, drawn in CSS so no icon font loads. */
const Icon = styled.span<{ $playing: boolean }>`
  width: 10px;
  height: 12px;
  box-sizing: border-box;
  ${(p) =>
    p.$playing
      ? `border-left: 3px solid currentColor; border-right: 3px solid currentColor;`
      : `border-left: 10px solid currentColor; border-top: 6px solid transparent; border-bottom: 6px solid transparent;`}
`;

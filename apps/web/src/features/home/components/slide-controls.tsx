import styled from "styled-components";
import { colors } from "@/config/theme";

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
      {playing ? "Pause" : "Play"}
    </Toggle>
  );
}

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

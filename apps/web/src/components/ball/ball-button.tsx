import { colors, focusRing, motion } from "@lotto/ui/theme";
import styled from "styled-components";
import { type BallKind, type BallLookProps, ballLook } from "./ball-look";

/** Props of {@link BallButton}. */
export interface BallButtonProps {
  value: number;
  kind?: Exclude<BallKind, "supplementary">;
  /** The game's colour, from its definition in core. */
  colour: string;
  selected: boolean;
  /** Locked: the board is full, the digit waits for the one before, or Powerpik holds every Powerball. */
  disabled?: boolean;
  /** Accessible name when the number alone is not enough, e.g. "Powerball 7" or "Digit 2: 5". */
  label?: string;
  onClick: () => void;
}

/** A pickable ball: a 44 px toggle button for the number pickers (`aria-pressed` says if it is chosen). */
export function BallButton({
  value,
  kind = "main",
  colour,
  selected,
  disabled,
  label,
  onClick,
}: BallButtonProps) {
  return (
    <Root
      type="button"
      aria-pressed={selected}
      aria-label={label}
      disabled={disabled}
      data-ball={kind}
      $kind={kind}
      $look={selected ? "filled" : disabled ? "disabled" : "open"}
      $colour={colour}
      $size="picker"
      onClick={onClick}
    >
      {value}
    </Root>
  );
}

const Root = styled.button<BallLookProps>`
  ${ballLook}
  cursor: pointer;
  transition: transform ${motion.fast} ease-out;

  &:hover:not(:disabled) {
    transform: scale(1.06);
  }
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    cursor: not-allowed;
  }
  &[aria-pressed="true"] {
    box-shadow: inset 0 0 0 2px ${colors.surface};
  }
  &[aria-pressed="true"]:disabled {
    cursor: default;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover:not(:disabled) {
      transform: none;
    }
  }
`;

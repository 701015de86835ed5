import { Check } from "lucide-react";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import styled, { css } from "styled-components";
import { colors, focusRing, motion, radius, sizes, space, type } from "../../theme/theme";

/** A static chip's colour: neutral (a plain status), brand (a tint of the brand) or accent (a win). */
export type ChipTone = "neutral" | "brand" | "accent";

/** A static chip's size: small (a status label in a row) or hero (the 404 page's lucky numbers). */
export type ChipSize = "small" | "hero";

/** Props of {@link Chip}. */
export interface ChipProps {
  children: ReactNode;
  tone?: ChipTone;
  size?: ChipSize;
}

/**
 * A static pill: a ticket's status, or at the hero size the 404 page's chips 4-0-4 (R-SCREENS), where
 * one character makes a round chip. Its text is its meaning; the tone only adds emphasis.
 */
export function Chip({ children, tone = "neutral", size = "small" }: ChipProps) {
  return (
    <Pill $tone={tone} $size={size}>
      {children}
    </Pill>
  );
}

/** Props of {@link ChipButton}. */
export interface ChipButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "role"> {
  selected: boolean;
  /** Inside a `role="radiogroup"`: a radio (`aria-checked`); otherwise a toggle (`aria-pressed`). */
  radio?: boolean;
}

/**
 * A selectable pill: one of a few choices (Cash 3's stake and play type, Millionaire Medley's day). A
 * 44 px target; the chosen one is filled and ticked, so the choice does not rest on colour alone.
 */
export function ChipButton({ selected, radio = false, children, ...button }: ChipButtonProps) {
  const state = radio ? { role: "radio", "aria-checked": selected } : { "aria-pressed": selected };
  return (
    <Toggle type="button" {...state} {...button} $selected={selected}>
      {selected && <Check size={16} strokeWidth={3} aria-hidden="true" />}
      {children}
    </Toggle>
  );
}

const tones = {
  neutral: css`
    background: ${colors.surfaceSubtle};
    color: ${colors.text};
  `,
  brand: css`
    background: ${colors.primarySubtle};
    color: ${colors.primary};
  `,
  accent: css`
    background: ${colors.accent};
    color: ${colors.text};
  `,
} as const;

const Pill = styled.span<{ $tone: ChipTone; $size: ChipSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: ${radius.full};
  font-weight: ${type.weight.bold};
  white-space: nowrap;
  ${(p) => tones[p.$tone]}
  ${(p) =>
    p.$size === "hero"
      ? css`
          min-width: 56px;
          height: 56px;
          padding: 0 ${space.md};
          line-height: ${type.lineHeight.tight};
          font-size: ${type.size.xl};
        `
      : css`
          padding: 2px ${space.xs};
          font-size: ${type.size.xs};
          line-height: ${type.lineHeight.body};
        `}
`;

const Toggle = styled.button<{ $selected: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
  min-height: ${sizes.touchTarget}px;
  padding: ${space.xs} ${space.md};
  border: 1px solid ${colors.primary};
  border-radius: ${radius.full};
  background: ${(p) => (p.$selected ? colors.primary : colors.surface)};
  color: ${(p) => (p.$selected ? colors.onPrimary : colors.primary)};
  font: inherit;
  font-weight: ${type.weight.semibold};
  cursor: pointer;
  transition: background-color ${motion.fast};
  &:hover:not(:disabled) { background: ${(p) => (p.$selected ? colors.primaryDark : colors.primarySubtle)}; }
  &:focus-visible { ${focusRing} }
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

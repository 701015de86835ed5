import styled, { css } from "styled-components";
import { colors, mediaTouch, motion, radius, sizes, space, type } from "../../theme/theme";

/**
 * Button look: primary (filled, one per view), secondary (outlined), ghost (text with a hover tint, for
 * row actions), danger (destructive, outlined in the error colour) or link (inline text).
 */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "link";

/** Button size: regular (44 px) or small (36 px on a mouse); every button, links too, is 44 px on a touch screen. */
export type ButtonSize = "regular" | "small";

/**
 * The shared button; a `<button>` with the app's look (props pass through). Icons go inside as children
 * (lucide, `aria-hidden` by default); an icon-only button needs an `aria-label`.
 */
export const Button = styled.button<{ $variant?: ButtonVariant; $size?: ButtonSize; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.xs};
  min-height: ${(p) => (p.$size === "small" ? 36 : sizes.touchTarget)}px;
  padding: ${(p) => (p.$size === "small" ? `${space.xxs} ${space.sm}` : `${space.xs} ${space.lg}`)};
  border: 2px solid transparent;
  border-radius: ${radius.full};
  font-size: ${(p) => (p.$size === "small" ? type.size.sm : type.size.md)};
  font-weight: ${type.weight.semibold};
  line-height: ${type.lineHeight.tight};
  text-align: center;
  cursor: pointer;
  transition: background-color ${motion.fast}, color ${motion.fast}, border-color ${motion.fast};
  width: ${(p) => (p.$block ? "100%" : "auto")};
  svg { flex: none; }
  ${(p) => variants[p.$variant ?? "primary"]}
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  ${mediaTouch} { min-height: ${sizes.touchTarget}px; }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

const variants = {
  primary: css`
    background: ${colors.primary};
    border-color: ${colors.primary};
    color: ${colors.onPrimary};
    &:hover:not(:disabled) { background: ${colors.primaryDark}; border-color: ${colors.primaryDark}; }
  `,
  secondary: css`
    background: ${colors.surface};
    border-color: ${colors.primary};
    color: ${colors.primary};
    &:hover:not(:disabled) { background: ${colors.primarySubtle}; }
  `,
  ghost: css`
    background: transparent;
    color: ${colors.primary};
    &:hover:not(:disabled) { background: ${colors.primarySubtle}; }
  `,
  danger: css`
    background: ${colors.surface};
    border-color: ${colors.error};
    color: ${colors.error};
    &:hover:not(:disabled) { background: ${colors.errorSurface}; }
  `,
  link: css`
    background: transparent;
    color: ${colors.primary};
    text-decoration: underline;
    padding: ${space.xxs} ${space.xs};
    min-height: 0;
    border-radius: ${radius.sm};
  `,
} as const;

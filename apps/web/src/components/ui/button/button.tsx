import styled, { css } from "styled-components";
import { colors } from "@/config/theme";

/** Button look: primary (filled), secondary (outlined) or link (text only). */
export type ButtonVariant = "primary" | "secondary" | "link";

/** The shared button; a `<button>` with the app's look (props pass through). */
export const Button = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  min-height: 44px;
  padding: 10px 20px;
  border-radius: 22px;
  font-weight: 600;
  cursor: pointer;
  border: 2px solid ${colors.primary};
  width: ${(p) => (p.$block ? "100%" : "auto")};
  ${(p) => variants[p.$variant ?? "primary"]}
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

const variants = {
  primary: css`
    background: ${colors.primary};
    color: ${colors.onPrimary};
    &:hover:not(:disabled) { background: ${colors.primaryDark}; }
  `,
  secondary: css`
    background: ${colors.surface};
    color: ${colors.primary};
  `,
  link: css`
    border-color: transparent;
    background: transparent;
    color: ${colors.primary};
    text-decoration: underline;
    padding: 4px 8px;
    min-height: 0;
  `,
} as const;

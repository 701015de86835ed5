import { colors, radius, sizes, tabularNums, textOn, type } from "@lotto/ui/theme";
import { css } from "styled-components";

/**
 * What a number is: a main (winning) number, a supplementary, the Powerball or a digit of Super66 or
 * Cash 3. Each kind has its own shape or border, so it reads without colour: main is a filled circle,
 * supplementary a ringed circle, Powerball a double-bordered yellow circle, a digit a rounded square.
 */
export type BallKind = "main" | "supplementary" | "powerball" | "digit";

/** How a ball is drawn: its kind's own look, picked or matched ('filled'), waiting, or locked. */
export type BallLook = "filled" | "open" | "muted" | "disabled";

/** Diameters in px; `picker` is the 44 px touch target of the pickers. */
export const BALL_SIZES = { small: 28, medium: 36, picker: sizes.touchTarget } as const;

/** Ball size name. */
export type BallSize = keyof typeof BALL_SIZES;

const FONT_SIZES: Record<BallSize, string> = {
  small: type.size.sm,
  medium: type.size.md,
  picker: type.size.md,
};

/** Words a screen reader hears before the number; a main number and a digit need none. */
export const KIND_PREFIX: Record<BallKind, string> = {
  main: "",
  supplementary: "Supplementary ",
  powerball: "Powerball ",
  digit: "",
};

const fill = (kind: BallKind, colour: string) => {
  if (kind === "powerball")
    return css`
    border: 4px double ${colors.text};
    background: ${colors.accent};
    color: ${colors.text};
  `;
  if (kind === "supplementary")
    return css`
    border: 4px solid ${colour};
    background: ${colors.surface};
    color: ${colors.text};
  `;
  return css`
    border: 2px solid ${colour};
    background: ${colour};
    color: ${textOn(colour)};
  `;
};

const LOOKS: Record<
  Exclude<BallLook, "filled">,
  (kind: BallKind, colour: string) => ReturnType<typeof css>
> = {
  open: (kind, colour) => css`
    border: ${kind === "powerball" ? `4px double ${colors.text}` : `2px solid ${colour}`};
    background: ${colors.surface};
    color: ${colors.text};
  `,
  muted: () => css`
    border: 2px solid ${colors.border};
    background: ${colors.background};
    color: ${colors.text};
  `,
  disabled: () => css`
    border: 2px dashed ${colors.border};
    background: ${colors.surface};
    color: ${colors.inactive};
  `,
};

/** Props the look reads, as styled-components transient props. */
export interface BallLookProps {
  $kind: BallKind;
  $look: BallLook;
  $colour: string;
  $size: BallSize;
}

/** The shared ball look: shape by kind, fill by look, size by use. */
export const ballLook = css<BallLookProps>`
  position: relative;
  box-sizing: border-box;
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${(p) => BALL_SIZES[p.$size]}px;
  height: ${(p) => BALL_SIZES[p.$size]}px;
  padding: 0;
  border-radius: ${(p) => (p.$kind === "digit" ? "25%" : radius.full)};
  font: inherit;
  font-size: ${(p) => FONT_SIZES[p.$size]};
  font-weight: ${type.weight.bold};
  ${tabularNums}
  line-height: 1;
  ${(p) => (p.$look === "filled" ? fill(p.$kind, p.$colour) : LOOKS[p.$look](p.$kind, p.$colour))}
`;

/** Text only a screen reader reads. */
export const hiddenText = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

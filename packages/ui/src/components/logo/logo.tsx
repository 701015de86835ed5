import styled from "styled-components";
import { colors, mediaDown, mediaExtraSmall, type } from "../../theme/theme";

/** Where the logo sits: on the brand colour (top bar), on a light page, or on dark chrome (footer). */
export type LogoTone = "onBrand" | "onLight" | "onDark";

const wordColour: Record<LogoTone, string> = {
  onBrand: colors.onPrimary,
  onLight: colors.primary,
  onDark: colors.inverseText,
};

/**
 * The Play Online mark: a yellow lottery ball with a play button, the same drawing as `public/favicon.svg`.
 * Decorative: the {@link Logo} or its link carries the name.
 */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="29" fill={colors.accent} stroke={colors.primaryDark} strokeWidth="3" />
      <path
        d="M25.5 19.8v24.4a2 2 0 0 0 3 1.8l20.3-12.2a2 2 0 0 0 0-3.6L28.5 18a2 2 0 0 0-3 1.8z"
        fill={colors.primary}
      />
      <path
        d="M12.5 27a20 20 0 0 1 11-12.6"
        fill="none"
        stroke={colors.surface}
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.85"
      />
    </svg>
  );
}

/**
 * The logo: the mark and the "Play Online" word mark, coloured for its background. `markOnlyWhenNarrow`
 * drops the word mark below the laptop breakpoint, where a crowded bar needs the room.
 */
export function Logo({
  tone = "onBrand",
  size = 32,
  markOnlyWhenNarrow = false,
}: {
  tone?: LogoTone;
  size?: number;
  markOnlyWhenNarrow?: boolean;
}) {
  return (
    <Lockup $colour={wordColour[tone]} $size={size}>
      <LogoMark size={size} />
      <Word $hideWhenNarrow={markOnlyWhenNarrow}>Play Online</Word>
    </Lockup>
  );
}

const Word = styled.span<{ $hideWhenNarrow: boolean }>`
  ${(p) => (p.$hideWhenNarrow ? `${mediaDown("laptop")} { display: none; }` : "")}
`;

const Lockup = styled.span<{ $colour: string; $size: number }>`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => Math.round(p.$size / 4)}px;
  color: ${(p) => p.$colour};
  font-family: ${type.family};
  font-size: ${(p) => (p.$size >= 48 ? type.size.xl : type.size.lg)};
  font-weight: ${type.weight.heavy};
  letter-spacing: 0.2px;
  line-height: 1;
  white-space: nowrap;
  svg { flex: none; }
  ${mediaExtraSmall} { font-size: ${type.size.md}; }
`;

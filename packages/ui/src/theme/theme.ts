/**
 * The design tokens, the one theme of the shop: every UI size and behaviour constant of docs/rules.md named once, primitive
 * colours mapped to semantic ones, type, space, radius and elevation. Components read values from here
 * only (no raw hex colour anywhere else: theme-tokens.test.ts checks).
 */
import { GAMES, gameColour } from "@lotto/core";

/** Breakpoints in px, min-width of each device class (R-LIMITS). */
export const breakpoints = { mobile: 0, tablet: 600, laptop: 900, desktop: 1200 } as const;

/** Device class names, smallest first. */
export type Breakpoint = keyof typeof breakpoints;

/** Login card width (R-SCREENS, R-LIMITS); shared dialogs take the same width. */
const loginCardWidth = 450;

/** Layout sizes of R-LIMITS and R-SCREENS. */
export const sizes = {
  /** The smallest touch target (Apple HIG 44 pt); controls on touch layouts are at least this tall. */
  touchTarget: 44,
  /** A viewport under this height is "short" ({@link mediaShortViewport}). */
  shortViewportHeight: 770,
  /** A viewport under this width is "extra small" ({@link mediaExtraSmall}). */
  extraSmallWidth: 370,
  /** Default overlay size: the status overlay and the cart's over-limit warning (R-LIMITS). */
  overlayHeight: 150,
  overlayWidth: 220,
  /** The login overlay's card and the /reset-password page, which shows its 'Password Reset' view. */
  loginCardWidth,
  /** Shared dialogs (R-SCREENS) name no width of their own: they match the login card. */
  dialogWidth: loginCardWidth,
  signUpCardWidth: 600,
  tourPopoverWidth: 300,
  alertBarHeight: 66,
  appBarMaxWidth: 1200,
  sidebarWidthMobile: 240,
  sidebarWidth: 320,
  topBarHeight: 64,
  bottomBarHeight: 56,
} as const;

/** Behaviour constants of R-LIMITS. */
export const ui = {
  /** Keyboard shortcuts are debounced by this many ms. */
  keypressDebounceMs: 250,
  /** The scroll indicator shows while less than this share of the page is scrolled. */
  scrollIndicatorThreshold: 0.96,
} as const;

/**
 * Primitive colours: the raw scale, named by hue and step (Primer/Carbon style). Components never read
 * these; they read the semantic {@link colors}, so a re-theme changes one mapping.
 */
export const palette = {
  white: "#ffffff",
  black: "#000000",
  neutral50: "#f4f4f2",
  neutral100: "#eeeeec",
  neutral300: "#d0d0cc",
  neutral500: "#6b6b69",
  neutral600: "#595959",
  neutral800: "#33332f",
  neutral900: "#1d1d1b",
  green50: "#e7f3ec",
  green100: "#cde6d8",
  green200: "#c2d9cd",
  green700: "#00653a",
  green800: "#004d2c",
  yellow300: "#ffe066",
  yellow400: "#ffcc00",
  red50: "#fdecee",
  red700: "#b00020",
  red800: "#8c0019",
  orange50: "#fff4e5",
  orange700: "#8a4b00",
  blue50: "#e8f1fb",
  blue700: "#0b5cad",
} as const;

/**
 * Semantic colours: what a colour is for. Every text/background pair the components use is listed in
 * {@link textPairs} and meets WCAG AA (theme.test.ts computes each ratio).
 */
export const colors = {
  /** Brand: chrome (top bar) and primary actions. */
  primary: palette.green700,
  primaryDark: palette.green800,
  /** A light brand tint: selected rows, chip backgrounds. */
  primarySubtle: palette.green50,
  /** Text and icons on the brand colour or any dark emphasis. */
  onPrimary: palette.white,
  /** Muted text on the brand colour (a visitor's greyed tabs). */
  onPrimaryMuted: palette.green200,
  /** Highlight: badges, the active tab's underline, focus on dark chrome. */
  accent: palette.yellow400,
  text: palette.neutral900,
  textMuted: palette.neutral600,
  /** Unavailable items; still readable (4.5:1 on surface and background). */
  inactive: palette.neutral500,
  surface: palette.white,
  background: palette.neutral50,
  /** A sunken or hovered surface. */
  surfaceSubtle: palette.neutral100,
  border: palette.neutral300,
  /** Borders of form controls: 3:1 against the surface (WCAG 1.4.11 non-text contrast). */
  borderStrong: palette.neutral500,
  error: palette.red700,
  errorDark: palette.red800,
  errorSurface: palette.red50,
  success: palette.green700,
  successSurface: palette.green50,
  warning: palette.orange700,
  warningSurface: palette.orange50,
  info: palette.blue700,
  infoSurface: palette.blue50,
  /** The footer: dark chrome with light text and yellow links. */
  inverseSurface: palette.neutral900,
  inverseText: palette.neutral50,
  inverseLink: palette.yellow300,
  /** Focus ring on light surfaces; {@link colors.accent} on dark chrome. */
  focus: palette.blue700,
  overlay: "rgba(0, 0, 0, 0.55)",
} as const;

/** A semantic colour name. */
export type ColorToken = keyof typeof colors;

/**
 * Each text (or icon) colour with the backgrounds it is used on and the WCAG AA ratio it needs: 4.5:1
 * for body text, 3:1 for large text, icons and control borders.
 */
export const textPairs: ReadonlyArray<{ fg: ColorToken; bg: ColorToken; min: 3 | 4.5 }> = [
  ...(["surface", "background", "surfaceSubtle", "primarySubtle"] as const).flatMap((bg) =>
    (["text", "textMuted", "primary", "error", "warning", "info", "inactive"] as const).map((fg) => ({
      fg,
      bg,
      min: 4.5 as const,
    })),
  ),
  { fg: "error", bg: "errorSurface", min: 4.5 },
  { fg: "text", bg: "errorSurface", min: 4.5 },
  { fg: "warning", bg: "warningSurface", min: 4.5 },
  { fg: "text", bg: "warningSurface", min: 4.5 },
  { fg: "success", bg: "successSurface", min: 4.5 },
  { fg: "text", bg: "successSurface", min: 4.5 },
  { fg: "info", bg: "infoSurface", min: 4.5 },
  { fg: "text", bg: "infoSurface", min: 4.5 },
  { fg: "onPrimary", bg: "primary", min: 4.5 },
  { fg: "onPrimary", bg: "primaryDark", min: 4.5 },
  { fg: "onPrimaryMuted", bg: "primary", min: 4.5 },
  { fg: "accent", bg: "primary", min: 3 },
  { fg: "onPrimary", bg: "error", min: 4.5 },
  { fg: "onPrimary", bg: "errorDark", min: 4.5 },
  { fg: "onPrimary", bg: "warning", min: 4.5 },
  { fg: "onPrimary", bg: "info", min: 4.5 },
  { fg: "text", bg: "accent", min: 4.5 },
  { fg: "inverseText", bg: "inverseSurface", min: 4.5 },
  { fg: "inverseLink", bg: "inverseSurface", min: 4.5 },
  { fg: "borderStrong", bg: "surface", min: 3 },
  { fg: "focus", bg: "surface", min: 3 },
  { fg: "focus", bg: "background", min: 3 },
];

/** The system font stack: no webfont download, no layout shift. */
const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

/** Type: the family, a six-step scale (12 to 32 px, in rem so it follows the reader's setting) and weights. */
export const type = {
  family: fontFamily,
  size: {
    /** 12 px: badges, keyboard hints. */
    xs: "0.75rem",
    /** 14 px: hints, captions, footer. */
    sm: "0.875rem",
    /** 16 px: body text and controls. */
    md: "1rem",
    /** 20 px: card titles. */
    lg: "1.25rem",
    /** 24 px: page titles on phones, jackpots on cards. */
    xl: "1.5rem",
    /** 32 px: the hero figure. */
    xxl: "2rem",
  },
  weight: { regular: 400, semibold: 600, bold: 700, heavy: 800 },
  lineHeight: { tight: 1.25, body: 1.5 },
} as const;

/** Money and numbers line up: digits of equal width. */
export const tabularNums = "font-variant-numeric: tabular-nums;";

/** Spacing on a 4 px base. */
export const space = {
  xxs: "4px",
  xs: "8px",
  sm: "12px",
  md: "16px",
  lg: "24px",
  xl: "32px",
  xxl: "48px",
} as const;

/** Corner radius: small for inputs, medium for cards, full for balls, chips and pills. */
export const radius = { sm: "6px", md: "12px", full: "999px" } as const;

/** Elevation: two levels, resting cards and floating layers (menus, tooltips, dialogs). */
export const elevation = {
  raised: "0 1px 4px rgba(29, 29, 27, 0.12)",
  overlay: "0 6px 24px rgba(29, 29, 27, 0.24)",
} as const;

/** Motion durations; components also honour `prefers-reduced-motion`. */
export const motion = { fast: "120ms", normal: "200ms" } as const;

/** The visible focus ring on light surfaces (keyboard focus only). */
export const focusRing = `outline: 3px solid ${colors.focus}; outline-offset: 2px;`;

/** The focus ring on dark chrome (top bar, footer): the yellow accent reads there. */
export const focusRingOnDark = `outline: 3px solid ${colors.accent}; outline-offset: 2px;`;

/**
 * Each game's colour by id, from lottery-core's catalogue; a game's variant ids (Saturday Lotto's special
 * draws) share its colour (R-GAMES).
 */
export const gameColours: Readonly<Record<number, string>> = Object.fromEntries(
  GAMES.flatMap((g) => [g.id, ...g.variantIds]).map((id) => [id, gameColour(id) ?? colors.primary]),
);

/** A game's colour, the brand colour for an id the catalogue does not know. */
export const gameColourOf = (id: number): string => gameColours[id] ?? colors.primary;

/** WCAG relative luminance of a `#rrggbb` colour. */
const luminance = (hex: string): number => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio of two `#rrggbb` colours, 1 to 21. */
export const contrastRatio = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/**
 * Text colour for a `#rrggbb` background such as a game's colour: white or black, whichever contrasts
 * more, so at least 4.58:1 (several game colours fail white text).
 */
export const textOn = (background: string): string =>
  contrastRatio(background, "#ffffff") >= contrastRatio(background, "#000000") ? "#ffffff" : "#000000";

/** `@media` query for a device class and up. */
export const mediaUp = (bp: Breakpoint): string => `@media (min-width: ${breakpoints[bp]}px)`;

/** `@media` query for below a device class. */
export const mediaDown = (bp: Breakpoint): string => `@media (max-width: ${breakpoints[bp] - 0.02}px)`;

/**
 * `@media` query for a short viewport, under 770 px high (R-LIMITS): dialogs and the sidebar tighten
 * their vertical spacing so their actions stay on screen without scrolling.
 */
export const mediaShortViewport = `@media (max-height: ${sizes.shortViewportHeight - 0.02}px)`;

/**
 * `@media` query for an extra-small width, under 370 px wide (R-LIMITS): the top bar, bottom bar and
 * dialogs shrink text and padding so the five tabs and the bar's controls fit on one line.
 */
export const mediaExtraSmall = `@media (max-width: ${sizes.extraSmallWidth - 0.02}px)`;

/** `@media` query for a touch layout (coarse pointer): controls grow to {@link sizes.touchTarget}. */
export const mediaTouch = "@media (pointer: coarse)";

/** The styled-components theme object. */
export const theme = {
  breakpoints,
  sizes,
  ui,
  palette,
  colors,
  gameColours,
  type,
  space,
  radius,
  elevation,
  motion,
} as const;

/** Type of the styled-components theme. */
export type AppTheme = typeof theme;

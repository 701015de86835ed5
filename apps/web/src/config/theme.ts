/**
 * Every UI constant of spec §9, named once, plus the palette. Components read sizes from here only.
 */
import { GAMES, gameColour } from "@lotto/core";

/** Breakpoints in px, min-width of each device class (spec §9). */
export const breakpoints = { mobile: 0, tablet: 600, laptop: 900, desktop: 1200 } as const;

/** Device class names, smallest first. */
export type Breakpoint = keyof typeof breakpoints;

/** Login card width (spec §2, §9); shared dialogs take the same width. */
const loginCardWidth = 450;

/** Layout sizes of spec §9 and §2. */
export const sizes = {
  /** A viewport under this height is "short" ({@link mediaShortViewport}). */
  shortViewportHeight: 770,
  /** A viewport under this width is "extra small" ({@link mediaExtraSmall}). */
  extraSmallWidth: 370,
  /** Default overlay size: the status overlay and the cart's over-limit warning (spec §9). */
  overlayHeight: 150,
  overlayWidth: 220,
  /** The login overlay's card and the /reset-password page, which shows its 'Password Reset' view. */
  loginCardWidth,
  /** Shared dialogs (spec §2) name no width of their own: they match the login card. */
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

/** Behaviour constants of spec §9. */
export const ui = {
  /** Keyboard shortcuts are debounced by this many ms. */
  keypressDebounceMs: 250,
  /** The scroll indicator shows while less than this share of the page is scrolled. */
  scrollIndicatorThreshold: 0.96,
} as const;

/** Colours; contrast of text on each background is at least 4.5:1 (axe). */
export const colors = {
  primary: "#00653a",
  primaryDark: "#004d2c",
  accent: "#ffcc00",
  text: "#1d1d1b",
  textMuted: "#595959",
  inactive: "#767676",
  surface: "#ffffff",
  background: "#f4f4f2",
  border: "#d0d0cc",
  error: "#b00020",
  success: "#00653a",
  warning: "#8a4b00",
  overlay: "rgba(0, 0, 0, 0.55)",
} as const;

/**
 * Each game's colour by id, from lottery-core's catalogue; the Saturday Lotto variants 5128 and 5129
 * share 5127's (spec §1).
 */
export const gameColours: Readonly<Record<number, string>> = Object.fromEntries(
  [...GAMES.map((g) => g.id), 5128, 5129].map((id) => [id, gameColour(id) ?? colors.primary]),
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
 * `@media` query for a short viewport, under 770 px high (spec §9): dialogs and the sidebar tighten
 * their vertical spacing so their actions stay on screen without scrolling.
 */
export const mediaShortViewport = `@media (max-height: ${sizes.shortViewportHeight - 0.02}px)`;

/**
 * `@media` query for an extra-small width, under 370 px wide (spec §9): the top bar, bottom bar and
 * dialogs shrink text and padding so the five tabs and the bar's controls fit on one line.
 */
export const mediaExtraSmall = `@media (max-width: ${sizes.extraSmallWidth - 0.02}px)`;

/** The styled-components theme object. */
export const theme = { breakpoints, sizes, ui, colors, gameColours } as const;

/** Type of the styled-components theme. */
export type AppTheme = typeof theme;

import { ui } from "@lotto/ui/theme";
import { paths } from "@/config/paths";
import { BOTTOM_TABS, TOP_TABS } from "./nav-items";

/** What a shortcut does (R-SCREENS: Ctrl+Shift+M/H/T/R/W/A/L, and the P, E and C tab labels list). */
export type ShortcutAction =
  | { kind: "menu" }
  | { kind: "feedback" }
  | { kind: "navigate"; href: string; protected: boolean };

type Navigation = { href: string; protected: boolean };

// Every letter a tab label lists opens that tab (P Play, E Tickets, R, W, A, C Cart): a label must not
// advertise a key that does nothing. Protected tabs go through the route guard like a click would.
const TAB_LETTERS: Record<string, Navigation> = Object.fromEntries(
  [...TOP_TABS, ...BOTTOM_TABS].map((tab) => [tab.shortcut, { href: tab.href, protected: !tab.open }]),
);

/** Ctrl+Shift letters that open a page (R-SCREENS list plus the tab letters). */
const NAVIGATION: Record<string, Navigation> = {
  ...TAB_LETTERS,
  H: { href: paths.home.path, protected: false },
  T: { href: paths.tickets.path, protected: true },
};

/** Every letter that is a Ctrl+Shift shortcut (the page's first-paint script keeps these presses). */
export const SHORTCUT_LETTERS: readonly string[] = ["M", "L", ...Object.keys(NAVIGATION)];

/** The action of a key press, or null when it is not a shortcut. */
export function shortcutFor(
  e: Pick<KeyboardEvent, "ctrlKey" | "shiftKey" | "key" | "code">,
): ShortcutAction | null {
  if (!e.ctrlKey || !e.shiftKey) return null;
  // `code` is layout-independent and unaffected by Shift ("KeyM").
  const letter = e.code.startsWith("Key") ? e.code.slice(3) : e.key.toUpperCase();
  if (letter === "M") return { kind: "menu" };
  if (letter === "L") return { kind: "feedback" };
  const nav = NAVIGATION[letter];
  return nav ? { kind: "navigate", ...nav } : null;
}

/** Debounces shortcut presses: a press within 250 ms of the last accepted one is ignored (R-LIMITS). */
export function createShortcutDebounce(windowMs: number = ui.keypressDebounceMs) {
  let last = Number.NEGATIVE_INFINITY;
  return (atMs: number): boolean => {
    if (atMs - last < windowMs) return false;
    last = atMs;
    return true;
  };
}

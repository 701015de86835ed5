import { ui } from "@/config/theme";

/** What a shortcut does (spec §2: Ctrl+Shift+M/H/T/R/W/A/L). */
export type ShortcutAction =
  | { kind: "menu" }
  | { kind: "feedback" }
  | { kind: "navigate"; href: string; protected: boolean };

const NAVIGATION: Record<string, { href: string; protected: boolean }> = {
  H: { href: "/", protected: false },
  T: { href: "/tickets", protected: true },
  R: { href: "/results", protected: false },
  W: { href: "/wallet?tab=0", protected: true },
  A: { href: "/account?tab=0", protected: true },
};

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

/** Debounces shortcut presses: a press within 250 ms of the last accepted one is ignored (spec §9). */
export function createShortcutDebounce(windowMs: number = ui.keypressDebounceMs) {
  let last = Number.NEGATIVE_INFINITY;
  return (atMs: number): boolean => {
    if (atMs - last < windowMs) return false;
    last = atMs;
    return true;
  };
}

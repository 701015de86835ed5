import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createShortcutDebounce, shortcutFor } from "./keyboard-shortcuts";
import { BOTTOM_TABS, TOP_TABS } from "./nav-items";

const press = (letter: string, ctrl = true, shift = true) => ({
  ctrlKey: ctrl,
  shiftKey: shift,
  key: letter,
  code: `Key${letter}`,
});

const LETTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];
/** R-SCREENS: Ctrl+Shift+M/H/T/R/W/A/L, and the tab labels also list P, E and C. */
const SHORTCUT_LETTERS = [..."MHTRWALPEC"];

describe("keyboard shortcuts", () => {
  it("maps Ctrl+Shift+M/H/T/R/W/A/L as R-SCREENS", () => {
    expect(shortcutFor(press("M"))).toEqual({ kind: "menu" });
    expect(shortcutFor(press("L"))).toEqual({ kind: "feedback" });
    expect(shortcutFor(press("H"))).toEqual({ kind: "navigate", href: "/", protected: false });
    expect(shortcutFor(press("T"))).toEqual({ kind: "navigate", href: "/tickets", protected: true });
    expect(shortcutFor(press("R"))).toEqual({ kind: "navigate", href: "/results", protected: false });
    expect(shortcutFor(press("W"))).toEqual({ kind: "navigate", href: "/wallet?tab=0", protected: true });
    expect(shortcutFor(press("A"))).toEqual({ kind: "navigate", href: "/account?tab=0", protected: true });
  });

  it("makes the P, E and C the tab labels list work: Play, Tickets and Cart", () => {
    expect(shortcutFor(press("P"))).toEqual({ kind: "navigate", href: "/", protected: false });
    expect(shortcutFor(press("E"))).toEqual({ kind: "navigate", href: "/tickets", protected: true });
    expect(shortcutFor(press("C"))).toEqual({ kind: "navigate", href: "/cart", protected: true });
  });

  it("opens every tab by the letter its label lists, behind login when visitors cannot use it", () => {
    for (const tab of [...TOP_TABS, ...BOTTOM_TABS]) {
      expect(shortcutFor(press(tab.shortcut)), tab.label).toEqual({
        kind: "navigate",
        href: tab.href,
        protected: !tab.open,
      });
    }
  });

  it("ignores every other letter, and any letter without both Ctrl and Shift", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LETTERS), fc.boolean(), fc.boolean(), (letter, ctrl, shift) => {
        const action = shortcutFor(press(letter, ctrl, shift));
        expect(action !== null).toBe(ctrl && shift && SHORTCUT_LETTERS.includes(letter));
      }),
    );
  });

  it("reads the letter from the key when the code is not a letter key", () => {
    expect(shortcutFor({ ctrlKey: true, shiftKey: true, key: "w", code: "" })).toMatchObject({
      href: "/wallet?tab=0",
    });
    expect(shortcutFor({ ctrlKey: true, shiftKey: true, key: "1", code: "Digit1" })).toBeNull();
  });

  it("accepts presses at least 250 ms apart only", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(100), { minLength: 1, maxLength: 30 }), (gaps) => {
        const accept = createShortcutDebounce();
        let t = 0;
        let lastAccepted = Number.NEGATIVE_INFINITY;
        for (const gap of gaps) {
          t += gap * 10;
          const ok = accept(t);
          expect(ok).toBe(t - lastAccepted >= 250);
          if (ok) lastAccepted = t;
        }
      }),
    );
  });
});

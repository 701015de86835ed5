import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createShortcutDebounce, shortcutFor } from "./keyboard-shortcuts";

const press = (letter: string, ctrl = true, shift = true) => ({
  ctrlKey: ctrl,
  shiftKey: shift,
  key: letter,
  code: `Key${letter}`,
});

describe("keyboard shortcuts", () => {
  it("maps Ctrl+Shift+M/H/T/R/W/A/L as spec §2", () => {
    expect(shortcutFor(press("M"))).toEqual({ kind: "menu" });
    expect(shortcutFor(press("L"))).toEqual({ kind: "feedback" });
    expect(shortcutFor(press("H"))).toMatchObject({ href: "/" });
    expect(shortcutFor(press("T"))).toMatchObject({ href: "/tickets", protected: true });
    expect(shortcutFor(press("R"))).toMatchObject({ href: "/results", protected: false });
    expect(shortcutFor(press("W"))).toMatchObject({ href: "/wallet?tab=0" });
    expect(shortcutFor(press("A"))).toMatchObject({ href: "/account?tab=0" });
  });

  it("ignores presses without both Ctrl and Shift, and other letters", () => {
    expect(shortcutFor(press("H", false))).toBeNull();
    expect(shortcutFor(press("H", true, false))).toBeNull();
    expect(shortcutFor(press("Z"))).toBeNull();
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

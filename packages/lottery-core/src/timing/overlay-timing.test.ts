import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { overlayAutoCloseMs, SUCCESS_DIALOG_CLOSE_MS } from "./overlay-timing";

describe("overlay auto-close (R-STATES overlay)", () => {
  it("closes after 2 s when the message is under 40 characters", () => {
    expect(overlayAutoCloseMs("Successfully signed in.", false)).toBe(2000);
    expect(overlayAutoCloseMs("x".repeat(39), false)).toBe(2000);
  });

  it("waits 50 ms per character from 40 characters on, capped at 15 s", () => {
    expect(overlayAutoCloseMs("x".repeat(40), false)).toBe(2000);
    expect(overlayAutoCloseMs("x".repeat(100), false)).toBe(5000);
    expect(overlayAutoCloseMs("x".repeat(300), false)).toBe(15000);
    expect(overlayAutoCloseMs("x".repeat(1000), false)).toBe(15000);
  });

  it("never closes itself when a close button is shown", () => {
    fc.assert(fc.property(fc.string(), (text) => overlayAutoCloseMs(text, true) === null));
  });

  it("is monotone in the message length and within 2–15 s", () => {
    fc.assert(
      fc.property(fc.nat(2000), fc.nat(2000), (a, b) => {
        const [short, long] = a < b ? [a, b] : [b, a];
        const s = overlayAutoCloseMs("x".repeat(short), false)!;
        const l = overlayAutoCloseMs("x".repeat(long), false)!;
        expect(s).toBeLessThanOrEqual(l);
        expect(s).toBeGreaterThanOrEqual(2000);
        expect(l).toBeLessThanOrEqual(15000);
      }),
    );
  });

  it("closes success dialogs after 2000 ms", () => {
    expect(SUCCESS_DIALOG_CLOSE_MS).toBe(2000);
  });
});

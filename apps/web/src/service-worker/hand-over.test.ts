import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { handsOver, NOT_PAGES } from "./hand-over";

describe("a new version's service worker", () => {
  it("takes over on a navigation of the only open page, and waits while another page is open", () => {
    expect(handsOver({ hasWaitingWorker: true, openPages: 1 })).toBe(true);
    // A navigation from a fresh tab before it counts as a page.
    expect(handsOver({ hasWaitingWorker: true, openPages: 0 })).toBe(true);
    expect(handsOver({ hasWaitingWorker: true, openPages: 2 })).toBe(false);
    expect(handsOver({ hasWaitingWorker: false, openPages: 1 })).toBe(false);
  });

  it("never takes over while a second page is open, nor without a new version waiting", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 2, max: 50 }), (hasWaitingWorker, openPages) => {
        expect(handsOver({ hasWaitingWorker, openPages })).toBe(false);
        expect(handsOver({ hasWaitingWorker: false, openPages: openPages - 2 })).toBe(false);
      }),
    );
  });

  it("leaves the API and the dev tools to the network, never answering them with the shell", () => {
    const leftAlone = (path: string) => NOT_PAGES.some((pattern) => pattern.test(path));
    expect(leftAlone("/api/v1/balance")).toBe(true);
    expect(leftAlone("/dev/mailbox")).toBe(true);
    expect(leftAlone("/wallet")).toBe(false);
    expect(leftAlone("/games/powerball")).toBe(false);
  });
});

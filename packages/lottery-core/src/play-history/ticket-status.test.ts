import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PLAY_HISTORY_STATUS } from "./play-history-status";
import { ticketStatusAfter } from "./ticket-status";

const AUTO_PAY = 100_000;
const draw = fc.record({ settled: fc.boolean(), prize: fc.integer({ min: 0, max: 500_000 }) });

describe("a ticket's status from its covered draws (R-ENTITIES codes; R-DRAW-ENGINE paying out)", () => {
  it("maps a settled draw's prize to PAID, WINNING_NOT_YET_PAID above the auto-pay limit, or NOT_WINNING", () => {
    expect(ticketStatusAfter([{ settled: false, prize: 0 }], AUTO_PAY)).toBe(
      PLAY_HISTORY_STATUS.PARTICIPATING,
    );
    expect(ticketStatusAfter([{ settled: true, prize: 0 }], AUTO_PAY)).toBe(PLAY_HISTORY_STATUS.NOT_WINNING);
    expect(ticketStatusAfter([{ settled: true, prize: 1 }], AUTO_PAY)).toBe(PLAY_HISTORY_STATUS.PAID);
    expect(ticketStatusAfter([{ settled: true, prize: AUTO_PAY }], AUTO_PAY)).toBe(PLAY_HISTORY_STATUS.PAID);
    expect(ticketStatusAfter([{ settled: true, prize: AUTO_PAY + 1 }], AUTO_PAY)).toBe(
      PLAY_HISTORY_STATUS.WINNING_NOT_YET_PAID,
    );
    expect(ticketStatusAfter([], AUTO_PAY)).toBe(PLAY_HISTORY_STATUS.NOT_WINNING);
  });

  it("stays PARTICIPATING while any draw is to come; then the largest prize decides", () => {
    fc.assert(
      fc.property(fc.array(draw, { maxLength: 10 }), (covered) => {
        const status = ticketStatusAfter(covered, AUTO_PAY);
        if (covered.some((c) => !c.settled)) {
          expect(status).toBe(PLAY_HISTORY_STATUS.PARTICIPATING);
        } else {
          const best = Math.max(0, ...covered.map((c) => c.prize));
          expect(status).toBe(ticketStatusAfter([{ settled: true, prize: best }], AUTO_PAY));
        }
      }),
    );
  });

  it("does not depend on the order of the draws", () => {
    fc.assert(
      fc.property(fc.array(draw, { maxLength: 10 }), (covered) => {
        expect(ticketStatusAfter([...covered].reverse(), AUTO_PAY)).toBe(
          ticketStatusAfter(covered, AUTO_PAY),
        );
      }),
    );
  });
});

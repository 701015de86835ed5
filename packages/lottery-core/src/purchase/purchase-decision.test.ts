import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CART_OVER_LIMIT_TEXT, shownSpendLimit } from "../cart/spend-limit";
import { PLAY_HISTORY_STATUS } from "../play-history/play-history-status";
import {
  decidePurchase,
  INSUFFICIENT_FUNDS_TEXT,
  type PurchaseFacts,
  type PurchaseTicketFacts,
  refusalMessage,
  salesClosedMessage,
} from "./purchase-decision";

/** A ticket on sale for one draw. */
const open = (cost: number, draw = 4521): PurchaseTicketFacts => ({
  cost,
  closedAtCheck: null,
  draws: [{ number: draw, onSale: true }],
});
const decide = (balance: number, remainingLimit: number, ...tickets: PurchaseTicketFacts[]) =>
  decidePurchase({ balance, remainingLimit, tickets });
const reasons = (facts: PurchaseFacts) =>
  decidePurchase(facts).tickets.map((t) => t.refusal?.reason ?? "bought");

const drawNumber = fc.integer({ min: 1, max: 10_000 });
const ticket: fc.Arbitrary<PurchaseTicketFacts> = fc.record({
  cost: fc.integer({ min: 0, max: 20_000 }),
  closedAtCheck: fc.option(drawNumber, { nil: null, freq: 6 }),
  draws: fc.array(
    fc.record({
      number: drawNumber,
      onSale: fc.oneof({ weight: 6, arbitrary: fc.constant(true) }, fc.constant(false)),
    }),
    { maxLength: 4 },
  ),
});
const facts: fc.Arbitrary<PurchaseFacts> = fc.record({
  tickets: fc.array(ticket, { minLength: 1, maxLength: 8 }),
  balance: fc.integer({ min: 0, max: 60_000 }),
  remainingLimit: fc.integer({ min: 0, max: 60_000 }),
});

const closedDrawOf = (t: PurchaseTicketFacts) => t.closedAtCheck ?? t.draws.find((d) => !d.onSale)?.number;

describe("the purchase decision (R-SERVER Purchases; R-ERRORS refusal texts)", () => {
  it("carries the refusal texts", () => {
    expect(INSUFFICIENT_FUNDS_TEXT).toBe(
      "You do not have enough funds in your wallet. Please make a deposit.",
    );
    expect(salesClosedMessage(4521)).toBe(
      "Sales have closed for draw 4521. Please buy this entry for the next draw.",
    );
    expect(refusalMessage({ reason: "limit" })).toBe(CART_OVER_LIMIT_TEXT);
    expect(refusalMessage({ reason: "funds" })).toBe(INSUFFICIENT_FUNDS_TEXT);
    expect(refusalMessage({ reason: "sales-closed", drawNumber: 7 })).toBe(salesClosedMessage(7));
  });

  it("buys a ticket costing exactly what the limit and the balance leave, and refuses a cent more", () => {
    expect(decide(340, 340, open(340))).toMatchObject({ status: "COMPLETED", total: 340, message: null });
    expect(decide(10_000, 339, open(340))).toMatchObject({
      status: "FAILED",
      total: 0,
      message: CART_OVER_LIMIT_TEXT,
    });
    expect(decide(339, 10_000, open(340))).toMatchObject({
      status: "FAILED",
      total: 0,
      message: INSUFFICIENT_FUNDS_TEXT,
    });
    // A free ticket fits a spent limit and an empty wallet.
    expect(decide(0, 0, open(0)).status).toBe("COMPLETED");
  });

  it("refuses a closed draw before the limit, and the limit before the funds", () => {
    const closedAtCheck = { cost: 340, closedAtCheck: 4520, draws: [{ number: 4521, onSale: true }] };
    const closedUnderLock = { cost: 340, closedAtCheck: null, draws: [{ number: 4521, onSale: false }] };
    expect(decide(0, 0, closedAtCheck).tickets[0]?.message).toBe(salesClosedMessage(4520));
    expect(decide(0, 0, closedUnderLock).tickets[0]?.message).toBe(salesClosedMessage(4521));
    expect(decide(0, 0, open(340)).tickets[0]?.refusal).toEqual({ reason: "limit" });
    expect(decide(0, 340, open(340)).tickets[0]?.refusal).toEqual({ reason: "funds" });
  });

  it("names the first of a multi-draw ticket's draws that closed", () => {
    const multi = {
      cost: 680,
      closedAtCheck: null,
      draws: [
        { number: 10, onSale: true },
        { number: 11, onSale: false },
        { number: 12, onSale: false },
      ],
    };
    expect(decide(10_000, 10_000, multi).tickets[0]?.refusal).toEqual({
      reason: "sales-closed",
      drawNumber: 11,
    });
  });

  it("goes in cart order: an accepted ticket uses up the limit, a later cheaper one may still fit", () => {
    const decision = decide(10_000, 1_000, open(600), open(600), open(340));
    expect(decision.tickets.map((t) => t.message)).toEqual([null, CART_OVER_LIMIT_TEXT, null]);
    expect(decision.tickets.map((t) => t.status)).toEqual([
      PLAY_HISTORY_STATUS.PARTICIPATING,
      PLAY_HISTORY_STATUS.FAILED,
      PLAY_HISTORY_STATUS.PARTICIPATING,
    ]);
    expect(decision).toMatchObject({ status: "COMPLETED_WITH_ERRORS", total: 940, message: null });
    expect(
      reasons({ balance: 700, remainingLimit: 10_000, tickets: [open(600), open(600), open(100)] }),
    ).toEqual(["bought", "funds", "bought"]);
  });

  it("fails the whole group with its first ticket's message when nothing is bought", () => {
    const closed = { cost: 340, closedAtCheck: 4520, draws: [] };
    const decision = decide(0, 10_000, closed, open(340));
    expect(decision).toMatchObject({ status: "FAILED", total: 0, message: salesClosedMessage(4520) });
    expect(decision.tickets.map((t) => t.message)).toEqual([
      salesClosedMessage(4520),
      INSUFFICIENT_FUNDS_TEXT,
    ]);
  });

  it("never spends beyond min(balance, remaining limit); the debit is the bought tickets' costs in cents", () => {
    fc.assert(
      fc.property(facts, (f) => {
        const decision = decidePurchase(f);
        const bought = decision.tickets.filter((t) => t.refusal === null);
        expect(decision.total).toBe(bought.reduce((sum, t) => sum + t.cost, 0));
        expect(Number.isInteger(decision.total)).toBe(true);
        expect(decision.total).toBeGreaterThanOrEqual(0);
        expect(decision.total).toBeLessThanOrEqual(shownSpendLimit(f.balance, f.remainingLimit));
        expect(decision.tickets.map((t) => t.cost)).toEqual(f.tickets.map((t) => t.cost));
      }),
      { numRuns: 500 },
    );
  });

  it("refuses each ticket for the first rule that holds when its turn comes: closed draw, limit, funds", () => {
    fc.assert(
      fc.property(facts, (f) => {
        const decision = decidePurchase(f);
        let limitLeft = f.remainingLimit;
        let balanceLeft = f.balance;
        for (const [i, t] of f.tickets.entries()) {
          const decided = decision.tickets[i]!;
          const closed = closedDrawOf(t);
          if (closed !== undefined) {
            expect(decided.refusal).toEqual({ reason: "sales-closed", drawNumber: closed });
          } else if (t.cost > limitLeft) {
            expect(decided.refusal).toEqual({ reason: "limit" });
          } else if (t.cost > balanceLeft) {
            expect(decided.refusal).toEqual({ reason: "funds" });
          } else {
            expect(decided.refusal).toBeNull();
            limitLeft -= t.cost;
            balanceLeft -= t.cost;
          }
          if (decided.refusal) {
            expect(decided).toMatchObject({
              status: PLAY_HISTORY_STATUS.FAILED,
              message: refusalMessage(decided.refusal),
            });
          } else {
            expect(decided).toMatchObject({ status: PLAY_HISTORY_STATUS.PARTICIPATING, message: null });
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it("a closed draw is refused whatever the money; with money for everything only closed draws are refused", () => {
    fc.assert(
      fc.property(facts, (f) => {
        const plenty = 1_000_000;
        for (const money of [
          { balance: 0, remainingLimit: 0 },
          { balance: plenty, remainingLimit: plenty },
        ]) {
          const decision = decidePurchase({ ...f, ...money });
          for (const [i, t] of f.tickets.entries()) {
            const refusal = decision.tickets[i]!.refusal;
            if (closedDrawOf(t) !== undefined) expect(refusal?.reason).toBe("sales-closed");
            else if (money.balance === plenty) expect(refusal).toBeNull();
          }
        }
      }),
    );
  });

  it("completes when every ticket is bought, fails when none is (with the first ticket's message), else completes with errors", () => {
    fc.assert(
      fc.property(facts, (f) => {
        const decision = decidePurchase(f);
        const bought = decision.tickets.filter((t) => t.refusal === null).length;
        if (bought === f.tickets.length) expect(decision.status).toBe("COMPLETED");
        else if (bought === 0) expect(decision.status).toBe("FAILED");
        else expect(decision.status).toBe("COMPLETED_WITH_ERRORS");
        expect(decision.message).toBe(decision.status === "FAILED" ? decision.tickets[0]!.message : null);
      }),
    );
  });
});

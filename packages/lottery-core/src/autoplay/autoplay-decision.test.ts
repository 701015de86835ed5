import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AutoplayDrawFacts,
  type AutoplayPlan,
  type AutoplayPlayerFacts,
  autoplayWeeklyMaximum,
  decideAutoplays,
  isAutoplayDue,
} from "./autoplay-decision";

const plan = (id: number, cost: number, over: Partial<AutoplayPlan> = {}): AutoplayPlan => ({
  id,
  status: "active",
  trigger: { kind: "every-draw" },
  cost,
  drawsLeft: null,
  lastDecidedDraw: null,
  ...over,
});
const draw: AutoplayDrawFacts = { drawNumber: 4521, onSale: true, jackpot: 2_000_000_000 };
const rich: AutoplayPlayerFacts = { balance: 1_000_000, remainingLimit: 100_000, mayPlay: true };

const planArb = (id: number): fc.Arbitrary<AutoplayPlan> =>
  fc.record({
    id: fc.constant(id),
    status: fc.constantFrom("active", "active", "active", "paused", "cancelled"),
    trigger: fc.oneof(
      fc.constant({ kind: "every-draw" as const }),
      fc.record({
        kind: fc.constant("jackpot-at-least" as const),
        threshold: fc.integer({ min: 0, max: 5_000_000_000 }),
      }),
    ),
    cost: fc.integer({ min: 1, max: 30_000 }),
    drawsLeft: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
    lastDecidedDraw: fc.option(fc.integer({ min: 4500, max: 4530 }), { nil: null }),
  });
const plansArb = fc
  .array(fc.nat({ max: 1000 }), { maxLength: 8 })
  .chain((ids) => fc.tuple(...[...new Set(ids)].map(planArb)));
const playerArb: fc.Arbitrary<AutoplayPlayerFacts> = fc.record({
  balance: fc.integer({ min: 0, max: 100_000 }),
  remainingLimit: fc.integer({ min: 0, max: 100_000 }),
  mayPlay: fc.boolean(),
});
const drawArb: fc.Arbitrary<AutoplayDrawFacts> = fc.record({
  drawNumber: fc.integer({ min: 4500, max: 4530 }),
  onSale: fc.boolean(),
  jackpot: fc.option(fc.integer({ min: 0, max: 5_000_000_000 }), { nil: null }),
});
const spent = (outcomes: ReturnType<typeof decideAutoplays>) =>
  outcomes.reduce((sum, o) => sum + (o.outcome === "buy" ? o.cost : 0), 0);

describe("what an autoplay may buy now", () => {
  it("buys each due autoplay oldest first while the limit and the balance allow, skipping the rest whole", () => {
    const outcomes = decideAutoplays({ balance: 1_000, remainingLimit: 700, mayPlay: true }, draw, [
      plan(3, 340),
      plan(1, 500),
      plan(2, 300),
    ]);
    expect(outcomes).toEqual([
      { id: 1, outcome: "buy", cost: 500 },
      { id: 2, outcome: "skip", reason: "limit" },
      { id: 3, outcome: "skip", reason: "limit" },
    ]);
    expect(
      decideAutoplays({ balance: 400, remainingLimit: 10_000, mayPlay: true }, draw, [plan(1, 500)]),
    ).toEqual([{ id: 1, outcome: "skip", reason: "funds" }]);
  });

  it("waits when not due: paused, cancelled, finished, already decided, a jackpot under the threshold", () => {
    const trigger = { kind: "jackpot-at-least" as const, threshold: 3_000_000_000 };
    const outcomes = decideAutoplays(rich, draw, [
      plan(1, 340, { status: "paused" }),
      plan(2, 340, { status: "cancelled" }),
      plan(3, 340, { drawsLeft: 0 }),
      plan(4, 340, { lastDecidedDraw: 4521 }),
      plan(5, 340, { trigger }),
      plan(6, 340, { trigger: { ...trigger, threshold: 2_000_000_000 } }),
    ]);
    expect(outcomes.map((o) => o.outcome)).toEqual(["wait", "wait", "wait", "wait", "wait", "buy"]);
    expect(isAutoplayDue(plan(7, 340, { trigger }), { ...draw, jackpot: null })).toBe(false);
  });

  it("skips every due autoplay of a player who may not play, and of a closed draw", () => {
    expect(decideAutoplays({ ...rich, mayPlay: false }, draw, [plan(1, 340), plan(2, 1)])).toEqual([
      { id: 1, outcome: "skip", reason: "account" },
      { id: 2, outcome: "skip", reason: "account" },
    ]);
    expect(decideAutoplays(rich, { ...draw, onSale: false }, [plan(1, 340)])).toEqual([
      { id: 1, outcome: "skip", reason: "sales-closed" },
    ]);
  });

  it("never spends above the remaining limit or the balance, in any order of the autoplays", () => {
    fc.assert(
      fc.property(playerArb, drawArb, plansArb, (player, d, plans) => {
        const outcomes = decideAutoplays(player, d, plans);
        const reversed = decideAutoplays(player, d, [...plans].reverse());
        expect(reversed).toEqual(outcomes);
        expect(spent(outcomes)).toBeLessThanOrEqual(Math.min(player.balance, player.remainingLimit));
        expect(outcomes.map((o) => o.id)).toEqual(plans.map((p) => p.id).sort((a, b) => a - b));
        for (const o of outcomes) {
          const p = plans.find((x) => x.id === o.id)!;
          expect(o.outcome === "wait").toBe(!isAutoplayDue(p, d));
          if (o.outcome === "buy") expect(o.cost).toBe(p.cost);
          if (!player.mayPlay || !d.onSale) expect(o.outcome).not.toBe("buy");
        }
      }),
    );
  });

  it("over many draws, deposits and purchases by hand, buys each draw once and never goes over", () => {
    const event = fc.oneof(
      fc.record({ kind: fc.constant("deposit" as const), amount: fc.integer({ min: 1, max: 5_000 }) }),
      fc.record({ kind: fc.constant("by-hand" as const), cost: fc.integer({ min: 1, max: 3_000 }) }),
      fc.record({ kind: fc.constant("run" as const), draw: fc.integer({ min: 1, max: 6 }) }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 2_000 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(event, { maxLength: 40 }),
        (costs, limit, events) => {
          let balance = 0;
          let week = 0;
          let plans = costs.map((cost, i) => plan(i + 1, cost));
          const bought = new Set<string>();
          for (const e of events) {
            if (e.kind === "deposit") balance += e.amount;
            else if (e.kind === "by-hand") {
              if (e.cost <= balance && e.cost <= limit - week) {
                balance -= e.cost;
                week += e.cost;
              }
            } else {
              const outcomes = decideAutoplays(
                { balance, remainingLimit: Math.max(0, limit - week), mayPlay: true },
                { drawNumber: e.draw, onSale: true, jackpot: null },
                plans,
              );
              for (const o of outcomes) {
                if (o.outcome === "wait") continue;
                if (o.outcome === "buy") {
                  const key = `${o.id}:${e.draw}`;
                  expect(bought.has(key)).toBe(false);
                  bought.add(key);
                  balance -= o.cost;
                  week += o.cost;
                }
                plans = plans.map((p) => (p.id === o.id ? { ...p, lastDecidedDraw: e.draw } : p));
              }
            }
            expect(balance).toBeGreaterThanOrEqual(0);
            expect(week).toBeLessThanOrEqual(limit);
          }
        },
      ),
    );
  });

  it("shows the most a set-up may spend in a week: its price once per weekly draw", () => {
    expect(autoplayWeeklyMaximum(340, [6])).toBe(340);
    expect(autoplayWeeklyMaximum(120, [1, 3, 5])).toBe(360);
    expect(autoplayWeeklyMaximum(100, [1, 2, 3, 4, 5, 6, 7])).toBe(700);
  });
});

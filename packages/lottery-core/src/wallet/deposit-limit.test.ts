import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_DEPOSIT_CAPS,
  DEPOSIT_LIMIT_PERIODS,
  type DepositLimit,
  depositAllowance,
  depositLimitChange,
  depositLimitText,
  depositPeriodOf,
  depositRefusal,
  depositRefusalText,
  effectiveDepositLimit,
  isAtLeastAsStrict,
  type PlayerDepositLimit,
} from "./deposit-limit";
import { LIMIT_RAISE_DELAY } from "./weekly-limit";

const now = Temporal.Instant.from("2026-11-25T03:00:00Z"); // Wednesday 11:00 Perth
const instant = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) })
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));
const cents = fc.integer({ min: 0, max: 10_000_000 });
const period = fc.constantFrom(...DEPOSIT_LIMIT_PERIODS);
const limit: fc.Arbitrary<DepositLimit> = fc.record({ period, amount: cents });
const maybeLimit = fc.option(limit, { nil: null });
const stored: fc.Arbitrary<PlayerDepositLimit> = fc.record({
  limit: maybeLimit,
  pending: fc.option(fc.record({ limit: maybeLimit, effectiveAt: instant }), { nil: null }),
});
const caps = fc.record({
  perDeposit: fc.integer({ min: 1, max: 10_000_000 }),
  perDay: fc.integer({ min: 1, max: 10_000_000 }),
});
/** A deposit: a positive amount (the contract refuses 0). */
const amount = fc.integer({ min: 1, max: 10_000_000 });
const totals = fc.record({ today: cents, inPeriod: cents });

describe("deposit limits (docs/decisions.md Deposit limits)", () => {
  it("counts over the Perth day from midnight, the spend week and the month from the 1st", () => {
    const day = depositPeriodOf("day", now);
    expect(day.start.toString()).toBe("2026-11-24T16:00:00Z");
    expect(day.end.toString()).toBe("2026-11-25T16:00:00Z");
    expect(depositPeriodOf("week", now).start.toString()).toBe("2026-11-22T16:00:00Z");
    expect(depositPeriodOf("month", now).start.toString()).toBe("2026-10-31T16:00:00Z");
    expect(depositPeriodOf("month", now).end.toString()).toBe("2026-11-30T16:00:00Z");
    fc.assert(
      fc.property(period, instant, (p, at) => {
        const w = depositPeriodOf(p, at);
        expect(Temporal.Instant.compare(w.start, at)).toBeLessThanOrEqual(0);
        expect(Temporal.Instant.compare(at, w.end)).toBeLessThan(0);
        // Each window contains the day's: the day's total never exceeds the period's.
        const d = depositPeriodOf("day", at);
        expect(Temporal.Instant.compare(w.start, d.start)).toBeLessThanOrEqual(0);
        expect(Temporal.Instant.compare(d.end, w.end)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it("applies a pending change from its instant on, not a millisecond before", () => {
    const pending = { limit: { period: "week", amount: 50_000 } as DepositLimit, effectiveAt: now };
    const s = { limit: { period: "week", amount: 10_000 } as DepositLimit, pending };
    expect(effectiveDepositLimit(s, now.subtract({ milliseconds: 1 }))).toEqual(s);
    expect(effectiveDepositLimit(s, now)).toEqual({ limit: pending.limit, pending: null });
    expect(effectiveDepositLimit(null, now)).toEqual({ limit: null, pending: null });
    expect(
      effectiveDepositLimit({ limit: pending.limit, pending: { limit: null, effectiveAt: now } }, now),
    ).toEqual({ limit: null, pending: null });
  });

  it("treats a change as at least as strict only when it allows no more in any window", () => {
    expect(isAtLeastAsStrict({ period: "day", amount: 5 }, null)).toBe(true);
    expect(isAtLeastAsStrict(null, null)).toBe(true);
    expect(isAtLeastAsStrict(null, { period: "month", amount: 5 })).toBe(false);
    expect(isAtLeastAsStrict({ period: "week", amount: 100 }, { period: "day", amount: 100 })).toBe(true);
    expect(isAtLeastAsStrict({ period: "day", amount: 10 }, { period: "week", amount: 100 })).toBe(false);
    expect(isAtLeastAsStrict({ period: "week", amount: 101 }, { period: "week", amount: 100 })).toBe(false);
    fc.assert(
      fc.property(limit, limit, (next, current) => {
        if (!isAtLeastAsStrict(next, current)) return;
        // Over the longer window, the new limit's whole allowance fits inside the current one's.
        expect(next.amount).toBeLessThanOrEqual(current.amount);
        expect(DEPOSIT_LIMIT_PERIODS.indexOf(next.period)).toBeGreaterThanOrEqual(
          DEPOSIT_LIMIT_PERIODS.indexOf(current.period),
        );
      }),
    );
  });

  it("applies a stricter change at once and drops a pending one; a looser one waits 7 days", () => {
    fc.assert(
      fc.property(stored, maybeLimit, instant, (s, next, at) => {
        const current = effectiveDepositLimit(s, at);
        const changed = depositLimitChange(current, next, at);
        if (isAtLeastAsStrict(next, current.limit)) {
          expect(changed).toEqual({ limit: next, pending: null });
        } else {
          expect(changed.limit).toEqual(current.limit);
          expect(changed.pending?.limit).toEqual(next);
          expect(changed.pending?.effectiveAt.equals(at.add(LIMIT_RAISE_DELAY))).toBe(true);
          // Until then the old limit holds; from then the new one does.
          const before = changed.pending!.effectiveAt.subtract({ milliseconds: 1 });
          expect(effectiveDepositLimit(changed, before).limit).toEqual(current.limit);
          expect(effectiveDepositLimit(changed, changed.pending!.effectiveAt).limit).toEqual(next);
        }
      }),
    );
  });

  it("never lets a deposit through that would pass a maximum, and lets through any that would not", () => {
    fc.assert(
      fc.property(maybeLimit, totals, caps, amount, (l, t, c, amount) => {
        const allowance = depositAllowance(l, t, c);
        const refusal = depositRefusal(amount, allowance, c);
        const fits =
          amount <= c.perDeposit &&
          t.today + amount <= c.perDay &&
          (l === null || t.inPeriod + amount <= l.amount);
        expect(refusal === null).toBe(fits);
        expect(amount <= allowance.maximumNow).toBe(fits);
        expect(allowance.maximumNow).toBeGreaterThanOrEqual(0);
        if (refusal) expect(depositRefusalText(refusal, allowance, c)).toMatch(/\$[\d,]+\.\d\d/);
      }),
    );
  });

  it("tells what is left in the refusal, in the minimum deposit's wording style", () => {
    const week = { period: "week", amount: 10_000 } as const;
    const c = DEFAULT_DEPOSIT_CAPS;
    const allowance = depositAllowance(week, { today: 2_000, inPeriod: 6_000 }, c);
    expect(allowance.maximumNow).toBe(4_000);
    expect(depositRefusal(5_000, allowance, c)).toBe("over_player_limit");
    expect(depositRefusalText("over_player_limit", allowance, c)).toBe(
      "Your deposit limit is $100.00 a week. You can deposit $40.00 more this week.",
    );
    expect(depositRefusalText("above_maximum", allowance, c)).toBe("The maximum deposit is $5,000.00.");
    const daily = depositAllowance(null, { today: 800_000, inPeriod: 0 }, c);
    expect(depositRefusal(300_000, daily, c)).toBe("over_daily_maximum");
    expect(depositRefusalText("over_daily_maximum", daily, c)).toBe(
      "Deposits are limited to $10,000.00 a day. You can deposit $2,000.00 more today.",
    );
    expect(depositLimitText({ period: "month", amount: 123_456 })).toBe("$1,234.56 a month");
  });
});

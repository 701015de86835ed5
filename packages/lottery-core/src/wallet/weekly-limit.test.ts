import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { maximumSpendLimit } from "../cart/spend-limit";
import {
  effectivePlayerLimit,
  LIMIT_RAISE_DELAY,
  type PlayerLimit,
  playerLimitChange,
  remainingWeeklyLimit,
  SYSTEM_WEEKLY_SPEND_LIMIT,
  spentOfNet,
  weeklyLimitState,
  weeklyMaximum,
} from "./weekly-limit";

const now = Temporal.Instant.from("2026-11-25T03:00:00Z");
const instant = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) })
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));
const cents = fc.integer({ min: 0, max: 10_000_000 });
const maybeCents = fc.option(cents, { nil: null });
/** A stored limit as `playerLimitChange` writes it: a pending raise always has its instant. */
const stored = fc.oneof(
  fc.constant(null),
  fc.record({ playerMax: maybeCents, pendingMax: fc.constant(null), pendingEffectiveAt: fc.constant(null) }),
  fc.record({ playerMax: maybeCents, pendingMax: cents, pendingEffectiveAt: instant }),
) as fc.Arbitrary<PlayerLimit | null>;
/** A week's net of purchase debits and refunds, as the ledger sums it. */
const weekNet = fc.integer({ min: -10_000_000, max: 10_000_000 });

describe("the weekly spend limit (R-ENTITIES User limits, R-LIMITS; R-SERVER Limits)", () => {
  it("is the system's $1,000 unless the player set their own, which takes precedence (0 included)", () => {
    expect(SYSTEM_WEEKLY_SPEND_LIMIT).toBe(100_000);
    expect(weeklyMaximum(null)).toBe(100_000);
    expect(weeklyMaximum(0)).toBe(0);
    expect(weeklyMaximum(250_000)).toBe(250_000);
    fc.assert(
      fc.property(maybeCents, (player) => {
        const limits = {
          online_remaining_spend_limit: 0,
          online_player_set_maximum_spend_limit: player,
          online_system_set_maximum_spend_limit: SYSTEM_WEEKLY_SPEND_LIMIT,
        };
        expect(weeklyMaximum(player)).toBe(maximumSpendLimit(limits));
      }),
    );
  });

  it("counts a week's purchases less refunds as spend, never below zero", () => {
    expect(spentOfNet(-3_000)).toBe(3_000);
    expect(spentOfNet(0)).toBe(0);
    expect(spentOfNet(500)).toBe(0);
    fc.assert(
      fc.property(weekNet, (net) => {
        const spent = spentOfNet(net);
        expect(Number.isInteger(spent)).toBe(true);
        expect(spent).toBeGreaterThanOrEqual(0);
        expect(spent).toBe(net < 0 ? -net : 0);
      }),
    );
  });

  it("leaves the maximum less the spend, never below zero and never above the maximum", () => {
    expect(remainingWeeklyLimit(10_000, 2_500)).toBe(7_500);
    expect(remainingWeeklyLimit(10_000, 10_000)).toBe(0);
    expect(remainingWeeklyLimit(10_000, 12_000)).toBe(0);
    fc.assert(
      fc.property(cents, cents, (maximum, spent) => {
        const left = remainingWeeklyLimit(maximum, spent);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(maximum);
        expect(spent + left >= maximum || left === 0).toBe(true);
        if (spent <= maximum) expect(spent + left).toBe(maximum);
      }),
    );
  });

  it("applies a pending raise from its instant on, not a millisecond before", () => {
    const raise = { playerMax: 5_000, pendingMax: 20_000, pendingEffectiveAt: now };
    expect(effectivePlayerLimit(raise, now.subtract({ milliseconds: 1 }))).toEqual(raise);
    const applied = { playerMax: 20_000, pendingMax: null, pendingEffectiveAt: null };
    expect(effectivePlayerLimit(raise, now)).toEqual(applied);
    expect(effectivePlayerLimit(null, now)).toEqual({
      playerMax: null,
      pendingMax: null,
      pendingEffectiveAt: null,
    });
  });

  it("states the limit: the maximum in force, the week's spend and what is left", () => {
    expect(weeklyLimitState(null, -2_000, now)).toEqual({
      playerMax: null,
      pendingMax: null,
      pendingEffectiveAt: null,
      weekSpend: 2_000,
      remaining: 98_000,
    });
    fc.assert(
      fc.property(stored, weekNet, instant, (limit, net, at) => {
        const state = weeklyLimitState(limit, net, at);
        const inForce = effectivePlayerLimit(limit, at);
        expect(state).toMatchObject(inForce);
        expect(state.weekSpend).toBe(spentOfNet(net));
        expect(state.remaining).toBe(remainingWeeklyLimit(weeklyMaximum(inForce.playerMax), state.weekSpend));
        expect(state.remaining).toBeLessThanOrEqual(weeklyMaximum(inForce.playerMax));
      }),
    );
  });

  it("applies a lower (or equal) maximum at once and drops a pending raise", () => {
    const current = { playerMax: 10_000, pendingMax: 50_000, pendingEffectiveAt: now.add({ hours: 5 }) };
    expect(playerLimitChange(current, 10_000, now)).toEqual({
      playerMax: 10_000,
      pendingMax: null,
      pendingEffectiveAt: null,
    });
    expect(playerLimitChange(current, 0, now)).toEqual({
      playerMax: 0,
      pendingMax: null,
      pendingEffectiveAt: null,
    });
  });

  it("makes a raise wait 7 days, keeping the current maximum until then", () => {
    const none = { playerMax: null, pendingMax: null, pendingEffectiveAt: null };
    expect(playerLimitChange(none, 100_001, now)).toEqual({
      playerMax: null,
      pendingMax: 100_001,
      pendingEffectiveAt: Temporal.Instant.from("2026-12-02T03:00:00Z"),
    });
    expect(LIMIT_RAISE_DELAY.total({ unit: "hours" })).toBe(168);
  });

  it("never lets a change raise the maximum in force before 7 days have passed", () => {
    fc.assert(
      fc.property(stored, cents, instant, (limit, amount, at) => {
        const current = effectivePlayerLimit(limit, at);
        const before = weeklyMaximum(current.playerMax);
        const next = playerLimitChange(current, amount, at);
        const inForceNow = weeklyMaximum(effectivePlayerLimit(next, at).playerMax);
        const justBefore = at.add(LIMIT_RAISE_DELAY).subtract({ milliseconds: 1 });
        const later = at.add(LIMIT_RAISE_DELAY);
        if (amount <= before) {
          expect(inForceNow).toBe(amount);
          expect(next.pendingMax).toBeNull();
        } else {
          expect(inForceNow).toBe(before);
          expect(weeklyMaximum(effectivePlayerLimit(next, justBefore).playerMax)).toBe(before);
          expect(weeklyMaximum(effectivePlayerLimit(next, later).playerMax)).toBe(amount);
        }
      }),
    );
  });
});

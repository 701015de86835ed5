/**
 * What an autoplay may buy now (docs/decisions.md "Autoplay"): when a draw opens for sale, or its
 * jackpot is announced or raised, each of the player's autoplays of that game either waits (not due:
 * paused, cancelled, finished, already bought for this draw, or a jackpot trigger under its threshold),
 * is bought, or is skipped with a reason the player is told. A due autoplay goes through exactly the
 * checks of a player's own purchase (`decidePurchase`: sales close, then the weekly limit, then the
 * balance), one ticket at a time and never in part; the autoplays are taken oldest first so the same
 * facts always give the same outcome. Everything is integer cents.
 */
import type { Cents } from "../model/entities";
import { decidePurchase, type PurchaseRefusal } from "../purchase/purchase-decision";

/** When an autoplay buys: every draw, or only when the draw's jackpot is at least the threshold. */
export type AutoplayTrigger = { kind: "every-draw" } | { kind: "jackpot-at-least"; threshold: Cents };

/** An autoplay as the decision sees it. */
export interface AutoplayPlan {
  id: number;
  status: "active" | "paused" | "cancelled";
  trigger: AutoplayTrigger;
  /** The price of its entry for this draw, in cents (the server's price). */
  cost: Cents;
  /** Draws it may still buy; null until cancelled. */
  drawsLeft: number | null;
  /** The last draw it bought or skipped: a draw is decided once, however often the job runs. */
  lastDecidedDraw: number | null;
}

/** The draw the job runs for. */
export interface AutoplayDrawFacts {
  drawNumber: number;
  /** Whether the draw is still on sale under the purchase's lock. */
  onSale: boolean;
  /** The draw's division 1 jackpot, null for a game without one (a trigger then never buys). */
  jackpot: Cents | null;
}

/** The player's state under the wallet lock. */
export interface AutoplayPlayerFacts {
  balance: Cents;
  /** What the weekly limit still allows this Perth week. */
  remainingLimit: Cents;
  /** Self-excluded, suspended or closed: nothing is bought, every due autoplay is skipped. */
  mayPlay: boolean;
}

/**
 * Why a due autoplay was not bought: a refusal of the purchase rule, a player who may not play, or (found
 * by the server's ticket check) an entry the game's rules no longer accept for the draw.
 */
export type AutoplaySkipReason = PurchaseRefusal["reason"] | "account" | "entry";

/** One autoplay's outcome for the draw. */
export type AutoplayOutcome =
  | { id: number; outcome: "wait" }
  | { id: number; outcome: "buy"; cost: Cents }
  | { id: number; outcome: "skip"; reason: AutoplaySkipReason };

/** Whether an autoplay is due for the draw (see the file comment); a due one is bought or skipped. */
export function isAutoplayDue(plan: AutoplayPlan, draw: AutoplayDrawFacts): boolean {
  if (plan.status !== "active") return false;
  if (plan.drawsLeft !== null && plan.drawsLeft <= 0) return false;
  if (plan.lastDecidedDraw !== null && plan.lastDecidedDraw >= draw.drawNumber) return false;
  if (plan.trigger.kind === "jackpot-at-least") {
    return draw.jackpot !== null && draw.jackpot >= plan.trigger.threshold;
  }
  return true;
}

/**
 * Decides every autoplay of one player for one draw, oldest first.
 * @example decideAutoplays({ balance: 500, remainingLimit: 10_000, mayPlay: true }, { drawNumber: 4521, onSale: true, jackpot: null }, [{ id: 1, status: "active", trigger: { kind: "every-draw" }, cost: 340, drawsLeft: null, lastDecidedDraw: null }])[0] // { id: 1, outcome: "buy", cost: 340 }
 */
export function decideAutoplays(
  player: AutoplayPlayerFacts,
  draw: AutoplayDrawFacts,
  plans: readonly AutoplayPlan[],
): AutoplayOutcome[] {
  const ordered = [...plans].sort((a, b) => a.id - b.id);
  const due = ordered.filter((plan) => isAutoplayDue(plan, draw));
  const byId = new Map<number, AutoplayOutcome>();
  if (!player.mayPlay) {
    for (const plan of due) byId.set(plan.id, { id: plan.id, outcome: "skip", reason: "account" });
  } else {
    const decision = decidePurchase({
      balance: player.balance,
      remainingLimit: player.remainingLimit,
      tickets: due.map((plan) => ({
        cost: plan.cost,
        closedAtCheck: null,
        draws: [{ number: draw.drawNumber, onSale: draw.onSale }],
      })),
    });
    due.forEach((plan, i) => {
      const refusal = decision.tickets[i]!.refusal;
      byId.set(
        plan.id,
        refusal === null
          ? { id: plan.id, outcome: "buy", cost: plan.cost }
          : { id: plan.id, outcome: "skip", reason: refusal.reason },
      );
    });
  }
  return ordered.map((plan) => byId.get(plan.id) ?? { id: plan.id, outcome: "wait" });
}

/**
 * The most an autoplay set-up may spend in a week, shown before it is saved: its entry's price for each
 * of the game's draws in a week (a jackpot trigger may spend less, never more).
 * @example autoplayWeeklyMaximum(340, [6]) // 340
 */
export function autoplayWeeklyMaximum(cost: Cents, drawWeekdays: readonly number[]): Cents {
  return cost * new Set(drawWeekdays).size;
}

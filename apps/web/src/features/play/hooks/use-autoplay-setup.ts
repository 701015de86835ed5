import type { Coupon } from "@lotto/api";
import {
  autoplayWeeklyMaximum,
  couponPrice,
  type GameDefinition,
  isoWeekdayOf,
  isPlayDay,
  maximumSpendLimit,
} from "@lotto/core";
import { entryCoupon } from "@lotto/core/machines";
import { useState } from "react";
import { useWeeklyLimits } from "@/api/use-weekly-limits";
import type { AutoplayChoice } from "@/components/autoplay";
import { useCreateAutoplay } from "../api/autoplay-calls";
import { GameEntryContext } from "../game-entry-context";

type Snapshot = Parameters<Parameters<typeof GameEntryContext.useSelector>[0]>[0];

/** The entry as an autoplay buys it: one draw at a time, the next one on sale (docs/decisions.md "Autoplay"). */
export function autoplayCouponOf({ context }: Snapshot): Coupon | null {
  const { config, options, boards, quickPicked } = context;
  if (!config) return null;
  return { ...entryCoupon(config, options, { boards, quickPicked }), multi_draw: 1, advance_draw: 0 };
}

// The one-draw entry's price from the loaded purchase config; null while it is not priced.
const oneDrawPrice = (s: Snapshot) => {
  const coupon = autoplayCouponOf(s);
  return coupon && s.context.config ? couponPrice(s.context.config, coupon) : null;
};

/**
 * "Play automatically" on the game page: the set-up dialog over the entry (opened at once when a link
 * from Tickets or Favourites asks, `?autoplay=1`), its price a draw, the most it may spend a week
 * (core's autoplayWeeklyMaximum, over the entry's day for one-day play) beside the weekly spend limit.
 */
export function useAutoplaySetup(game: GameDefinition, openAtOnce: boolean) {
  const entry = GameEntryContext.useActorRef();
  const [open, setOpen] = useState(openAtOnce);
  const create = useCreateAutoplay();
  const limits = useWeeklyLimits(open);
  const cost = GameEntryContext.useSelector(oneDrawPrice);
  const day = GameEntryContext.useSelector((s) => s.context.day);
  const weekdays = day !== null && isPlayDay(day) ? [isoWeekdayOf(day)] : game.drawWeekdays;
  return {
    open,
    cost,
    weeklyMaximum: cost === null ? null : autoplayWeeklyMaximum(cost, weekdays),
    weeklyLimit: limits.data ? maximumSpendLimit(limits.data) : null,
    busy: create.isPending,
    saved: create.isSuccess,
    error: create.error?.message ?? null,
    start: () => {
      create.reset();
      setOpen(true);
    },
    close: () => setOpen(false),
    save: (choice: AutoplayChoice) => {
      const coupon = autoplayCouponOf(entry.getSnapshot());
      if (!coupon) return;
      create.mutate({ coupon, day: day !== null && isPlayDay(day) ? day : null, ...choice });
    },
  };
}

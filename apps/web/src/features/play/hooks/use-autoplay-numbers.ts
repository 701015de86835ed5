import { useState } from "react";
import { useSearchParams } from "wouter";
import { useAutoplay, useSaveAutoplayNumbers } from "../api/autoplay-calls";
import { GameEntryContext } from "../game-entry-context";
import { autoplayCouponOf } from "./use-autoplay-setup";

const idParam = (value: string | null) => (value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** What a link asked of the page's autoplay: open the set-up (`?autoplay=1`), or edit one's numbers. */
export interface AutoplayLaunch {
  setUp: boolean;
  autoplayId: number | null;
}

/**
 * The link's autoplay query, read once when the page opens: the page's query then follows the entry
 * (hooks/use-game-status-sync.ts) and drops it.
 */
export function useAutoplayLaunch(): AutoplayLaunch {
  const [search] = useSearchParams();
  const [launch] = useState(() => ({
    setUp: search.get("autoplay") === "1",
    autoplayId: idParam(search.get("autoplayId")),
  }));
  return launch;
}

/** Editing an autoplay's numbers on the game page (from the Autoplays page); saving sends the entry as one draw. */
export function useAutoplayNumbers(id: number | null) {
  const autoplay = useAutoplay(id);
  const save = useSaveAutoplayNumbers();
  const entry = GameEntryContext.useActorRef();
  return {
    id,
    /** The autoplay being edited, once loaded. */
    autoplay: autoplay.data ?? null,
    loadError: autoplay.error?.message ?? null,
    busy: save.isPending,
    saved: save.isSuccess,
    error: save.error?.message ?? null,
    save: (onSaved: () => void) => {
      const coupon = autoplayCouponOf(entry.getSnapshot());
      if (id !== null && coupon) save.mutate({ id, coupon }, { onSuccess: onSaved });
    },
  };
}

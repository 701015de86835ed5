import { type AbVariant, abVariant } from "@lotto/core";
import { useSyncExternalStore } from "react";
import { useShell } from "@/lib/shell-context";

/**
 * The logged-in player's arm of A/B test `testName` (R-VALIDATION: a hash of test name and player id
 * against `weighting`, the share in B), from core's rule. Visitors, and players whose details are
 * still loading, see the control arm A.
 * @example const arm = useAbVariant("removePlayNowButtonFromHero", remote.data?.removePlayNowButtonFromHeroWeighting ?? 0);
 */
export function useAbVariant(testName: string, weighting: number): AbVariant {
  const { session } = useShell();
  const playerId = useSyncExternalStore(session.subscribe, () => session.get().user?.playerId ?? null);
  return playerId === null ? "A" : abVariant(testName, playerId, weighting);
}
